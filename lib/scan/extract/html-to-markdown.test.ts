import { describe, expect, it } from "vitest";
import { listSites, readSiteFile } from "../../../tests/fixtures/fixture-sites";
import { htmlToMarkdown } from "./html-to-markdown";

const doc = (body: string, head = "") => `<!DOCTYPE html><html><head><title>T</title>${head}</head><body>${body}</body></html>`;

describe("htmlToMarkdown", () => {
  it("keeps headings, paragraphs, emphasis, strikethrough and link text", () => {
    const md = htmlToMarkdown(
      doc(`<main><h1>Ship <em>faster</em></h1><p>Now <strong>50%</strong> off: <s>$20</s> $10, <del>old</del> <strike>gone</strike>.
        Read <a href="https://x.com/a?utm_source=b">the guide</a>.</p><h3>Details</h3></main>`),
    );
    expect(md).toBe("# Ship *faster*\n\nNow **50%** off: ~~$20~~ $10, ~~old~~ ~~gone~~. Read the guide.\n\n### Details");
  });

  it("reads a superscript after an amount as the page's text does: cents, or a footnote mark left out", () => {
    const md = htmlToMarkdown(doc(`<main><p>Basic $10<sup>99</sup>/mo, Team <span>$20</span><sup>1</sup>/mo, Pro $30<sup>*</sup>/mo, 10<sup>6</sup> calls</p></main>`));
    expect(md).toBe("Basic $10.99/mo, Team $20/mo, Pro $30/mo, 106 calls");
  });

  it("renders nested lists and ordered lists", () => {
    const md = htmlToMarkdown(doc(`<main><ul><li>One<ul><li>One.a</li></ul></li><li><p>Two</p></li></ul><ol><li>First</li><li>Second</li></ol></main>`));
    expect(md).toBe("- One\n  - One.a\n- Two\n\n1. First\n2. Second");
  });

  it("renders tables as markdown tables (colspan expanded, pipes escaped, icon labels kept)", () => {
    const md = htmlToMarkdown(
      doc(`<main><table><thead><tr><th></th><th>Basic</th><th>Pro</th></tr></thead><tbody>
        <tr><th colspan="3">Limits</th></tr>
        <tr><td>Seats</td><td>1 | 2</td><td>10</td></tr>
        <tr><td>SSO</td><td><svg aria-label="Not included"></svg></td><td><svg><title>Included</title></svg></td></tr>
      </tbody></table></main>`),
    );
    expect(md).toBe(
      ["|   | Basic | Pro |", "| --- | --- | --- |", "| Limits |   |   |", "| Seats | 1 \\| 2 | 10 |", "| SSO | Not included | Included |"].join("\n"),
    );
  });

  it("drops navigation, page header/footer, cookie banners, modals, scripts, styles, svg and hidden elements", () => {
    const md = htmlToMarkdown(
      doc(
        `<div id="cookie-banner" class="cookie-consent">We use cookies <button>OK</button></div>
         <header class="site-header"><a href="/">Logo</a><nav><a href="/pricing">Pricing</a></nav></header>
         <main><h1>Hello</h1><p hidden>secret</p><p style="display: none">invisible</p><p class="hidden">tw-hidden</p>
           <p class="hidden md:block">desktop only</p><p aria-hidden="true">decorative</p>
           <script>var x = 1;</script><style>p{}</style><svg><text>chart</text></svg>
           <div role="dialog" aria-modal="true">Subscribe to our newsletter</div>
           <article><header><h2>Card title</h2></header><p>Card body</p><footer>Card footer</footer></article>
           <template><p>tpl</p></template><noscript>Enable JS</noscript></main>
         <footer class="site-footer"><p>© 2025 Acme</p><nav><a href="/terms">Terms</a></nav></footer>
         <div class="intercom-launcher">Chat with us</div>`,
        `<style>body{color:red}</style>`,
      ),
    );
    expect(md).toBe("# Hello\n\ndesktop only\n\n## Card title\n\nCard body\n\nCard footer");
  });

  it("uses the whole body when there is no <main>, and keeps a hero <header> holding the h1", () => {
    const md = htmlToMarkdown(doc(`<header class="hero"><nav><a href="/">Home</a></nav><h1>Big idea</h1></header><section><p>Body text</p></section>`));
    expect(md).toBe("# Big idea\n\nBody text");
  });

  it("removes testimonial carousels, countdowns, <time> stamps and noise text", () => {
    const md = htmlToMarkdown(
      doc(`<main><h2>Offer</h2><p>Ends in <span class="countdown">02:11:09</span></p>
        <p>Updated <time datetime="2025-03-14">5 minutes ago</time>. Build 8f3a2c1.</p>
        <div class="testimonial-carousel"><blockquote>"Great"</blockquote></div>
        <blockquote>A plain quote stays.</blockquote></main>`),
    );
    expect(md).toBe("## Offer\n\nEnds in\n\nUpdated.\n\n> A plain quote stays.");
  });

  it("renders a logo wall as a sorted list of names (its order is not content)", () => {
    const a = htmlToMarkdown(doc(`<main><h2>Trusted by</h2><ul><li><img alt="Zeta logo"></li><li><img alt="Acme"></li><li><img alt="Mono"></li></ul></main>`));
    const b = htmlToMarkdown(doc(`<main><h2>Trusted by</h2><ul><li><img alt="Mono"></li><li><img alt="Zeta logo"></li><li><img alt="Acme"></li></ul></main>`));
    expect(a).toBe("## Trusted by\n\nAcme, Mono, Zeta");
    expect(b).toBe(a);
  });

  it("canonical mode sorts list items and equal sibling cards and drops quotes", () => {
    const a = htmlToMarkdown(doc(`<main><ul><li>B</li><li>A</li></ul><div><div class="c"><h3>Y</h3></div><div class="c"><h3>X</h3></div></div><blockquote>q</blockquote></main>`), { canonical: true });
    const b = htmlToMarkdown(doc(`<main><ul><li>A</li><li>B</li></ul><div><div class="c"><h3>X</h3></div><div class="c"><h3>Y</h3></div></div><blockquote>other</blockquote></main>`), { canonical: true });
    expect(a).toBe(b);
    expect(a).toBe("- A\n- B\n\n### X\n\n### Y");
  });

  it("puts a card's badge under the card's own heading, not under the card before it", () => {
    const card = (name: string, badge = "") => `<div class="tier">${badge ? `<p class="ribbon">${badge}</p>` : ""}<div><h3>${name}</h3><p>$5 a week</p></div></div>`;
    const md = htmlToMarkdown(doc(`<main><div class="tiers">${card("Sketch")}${card("Studio", "Staff pick")}${card("Bureau")}</div></main>`));
    expect(md).toBe("### Sketch\n\n$5 a week\n\n### Studio\n\nStaff pick\n\n$5 a week\n\n### Bureau\n\n$5 a week");
  });

  it("keeps the order of a lone container, and of long text above a card's heading", () => {
    const lone = htmlToMarkdown(doc(`<main><div><p>New this spring</p><h2>Studio</h2><p>For small teams</p></div></main>`));
    expect(lone).toBe("New this spring\n\n## Studio\n\nFor small teams");
    const intro = "Every card below is billed weekly and can be paused at any time from settings";
    const long = htmlToMarkdown(doc(`<main><div><p>${intro}</p><h2>Sketch</h2></div><div><h2>Studio</h2></div></main>`));
    expect(long).toBe(`${intro}\n\n## Sketch\n\n## Studio`);
  });

  it("reads a definition list's term and its one description as one line", () => {
    const md = htmlToMarkdown(
      doc(`<main><dl><dt>Archive space</dt><dd>40 GB</dd><div><dt>Shared folders:</dt><dd>Unlimited</dd></div><dt>Regions</dt><dd>Lisbon</dd><dd>Osaka</dd></dl></main>`),
    );
    expect(md).toBe("**Archive space**: 40 GB\n\n**Shared folders**: Unlimited\n\n**Regions**\n\nLisbon\n\nOsaka");
  });

  it("produces identical markdown for every fixture page in its noise version", () => {
    for (const site of listSites()) {
      for (const file of ["home.html", "pricing.html", "features.html"]) {
        const v1 = readSiteFile(site, file, "v1");
        const noise = readSiteFile(site, file, "noise");
        if (!v1 || !noise) continue;
        expect(noise, `${site}/${file} noise differs in bytes`).not.toBe(v1);
        expect(htmlToMarkdown(noise), `${site}/${file}`).toBe(htmlToMarkdown(v1));
      }
    }
  });
});
