import { describe, expect, it } from "vitest";
import { cleanDocument } from "./clean";
import { parseDocument } from "./dom";
import { htmlToMarkdown } from "./html-to-markdown";
import { articleEvidence, mainContent } from "./main-content";
import { stripInert } from "./strip-inert";

const page = (body: string, head = "", title = "Night trains are back") =>
  `<!DOCTYPE html><html><head><title>${title}</title>${head}</head><body>${body}</body></html>`;

// Three long paragraphs of ordinary prose: enough for Readability's "readerable" test.
const PROSE = [
  "The overnight service between the two capitals returned this spring after a pause of almost twenty years, and the first departures sold out within days, which surprised even the operator that had planned a cautious start.",
  "Travellers interviewed on the platform said they preferred arriving rested in the city centre to an early flight, and several families mentioned that children sleep better in a compartment than in an airport lounge at dawn.",
  "The operator now plans a third weekly departure in the autumn, with new couchette cars ordered from a regional builder, while the rail ministry studies whether the same model could reconnect smaller cities along the route.",
];
const ARTICLE_BODY = `<article><h1>Night trains are back</h1>${PROSE.map((p) => `<p>${p}</p>`).join("")}</article>`;
const OG_ARTICLE = `<meta property="og:type" content="article">`;
const clean = (doc: Document) => cleanDocument(doc, { dropTestimonials: true, dropFurniture: true });
const run = (html: string) => mainContent(html, clean);

describe("stripInert", () => {
  it("drops scripts, styles, noscript and comments, keeps JSON-LD and text-only elements", () => {
    const html = `<head><title>a <!-- not a comment --> b</title><style>p{}</style>
      <script type="application/ld+json">{"@type":"Article"}</script></head>
      <body><!-- gone --><p>one</p><script>var s = "<!--"; if (a < b) {}</script><p>two</p>
      <noscript><p>enable js</p></noscript><script>document.write("</scr" + "ipt>")</script><textarea><script>kept</script></textarea></body>`;
    const out = stripInert(html);
    expect(out).toContain("<title>a <!-- not a comment --> b</title>");
    expect(out).toContain(`{"@type":"Article"}`);
    expect(out).toContain("<p>one</p>");
    expect(out).toContain("<p>two</p>");
    expect(out).toContain("<textarea><script>kept</script></textarea>");
    for (const gone of ["p{}", "gone", "var s", "enable js", "document.write"]) expect(out).not.toContain(gone);
  });

  it("leaves the text the page shows unchanged", () => {
    const html = page(`<main><h1>Hi</h1><!-- x --><p>Plans from <b>$9</b></p><script>alert(1)</script><p>End</p></main>`);
    expect(htmlToMarkdown(stripInert(html))).toBe(htmlToMarkdown(html));
  });
});

describe("articleEvidence", () => {
  const ev = (head: string, body = "") => articleEvidence(parseDocument(page(body, head)));
  it("reads og:type, JSON-LD types (also inside @graph), publication dates and microdata", () => {
    expect(ev(OG_ARTICLE)).toMatch(/og:type/);
    expect(ev(`<script type="application/ld+json">{"@graph":[{"@type":"WebSite"},{"@type":"BlogPosting"}]}</script>`)).toMatch(/BlogPosting/);
    expect(ev(`<meta property="article:published_time" content="2024-05-01T10:00:00Z">`)).toMatch(/publication date/);
    expect(ev("", `<div itemscope itemtype="https://schema.org/NewsArticle"><p>x</p></div>`)).toMatch(/NewsArticle/);
  });

  it("finds none on a plain page, and a product or WebPage type overrules og:type article", () => {
    expect(ev(`<meta name="description" content="Fast invoicing">`)).toBeNull();
    expect(ev(`${OG_ARTICLE}<script type="application/ld+json">{"@graph":[{"@type":"WebPage"},{"@type":"Organization"}]}</script>`)).toBeNull();
    expect(ev(`${OG_ARTICLE}<script type="application/ld+json">[{"@type":"SoftwareApplication","offers":{"@type":"Offer"}}]</script>`)).toBeNull();
    expect(ev(`${OG_ARTICLE}<script type="application/ld+json">{ not json</script>`)).toMatch(/og:type/);
  });
});

describe("mainContent", () => {
  const furniture = `
    <div class="share-buttons"><a href="#">Share on X</a> <a href="#">Facebook</a></div>
    <section id="comments"><h3>2 comments</h3><ol class="commentlist"><li class="comment"><p>Great read, I took this train last year and loved the quiet compartments and the breakfast.</p></li></ol></section>
    <aside class="related-posts"><h3>Related</h3><ul><li><a href="/a">Ferries are cheaper than you think</a></li><li><a href="/b">Ten stations worth the detour</a></li></ul></aside>`;

  it("reads an article (metadata + long paragraphs) with Readability: body kept, comments, share and related lists gone", () => {
    const r = run(page(`<nav><a href="/">Home</a><a href="/news">News</a></nav><main>${ARTICLE_BODY}${furniture}</main><footer>© Daily Rail</footer>`, OG_ARTICLE));
    expect(r.path).toBe("article");
    const md = htmlToMarkdown(page(`<nav><a href="/">Home</a></nav><main>${ARTICLE_BODY}${furniture}</main>`, OG_ARTICLE));
    expect(md.startsWith("# Night trains are back")).toBe(true);
    for (const p of PROSE) expect(md).toContain(p);
    for (const gone of ["Great read", "Share on X", "Ferries are cheaper", "2 comments"]) expect(md).not.toContain(gone);
  });

  it("cleans comment threads, share bars and related lists on pages without article metadata too", () => {
    const md = htmlToMarkdown(page(`<main>${ARTICLE_BODY}${furniture}</main>`));
    expect(run(page(`<main>${ARTICLE_BODY}${furniture}</main>`)).path).toBe("clean");
    for (const p of PROSE) expect(md).toContain(p);
    for (const gone of ["Great read", "Share on X", "Ferries are cheaper", "2 comments"]) expect(md).not.toContain(gone);
  });

  it("keeps a product page's sections even when it carries og:type article (WordPress pages)", () => {
    const yoast = `${OG_ARTICLE}<script type="application/ld+json">{"@graph":[{"@type":"WebPage","name":"Features"}]}</script>`;
    const body = `<main><section class="hero"><h1>Invoices in one click</h1><p>${PROSE[0]}</p></section>
      <section class="features"><div class="card"><h3>Comments</h3><p>Discuss every invoice with your team.</p></div>
      <div class="card recommended"><h3>Reminders</h3><p>Automatic payment reminders.</p></div></section>
      <section><p>${PROSE[1]}</p><p>${PROSE[2]}</p></section></main>`;
    const html = page(body, yoast, "Features");
    expect(run(html).path).toBe("clean");
    const md = htmlToMarkdown(html);
    for (const kept of ["# Invoices in one click", "### Comments", "Discuss every invoice", "### Reminders"]) expect(md).toContain(kept);
  });

  it("refuses an article reading that leaves out plan prices the page shows", () => {
    const plans = `<div class="sidebar"><div class="plan"><h3>Basic</h3><p>$9 per month</p></div><div class="plan"><h3>Pro</h3><p>$29 per month</p></div></div>`;
    const html = page(`<main>${ARTICLE_BODY}${plans}</main>`, OG_ARTICLE);
    const r = run(html);
    expect(r.path).toBe("clean");
    expect(htmlToMarkdown(html)).toMatch(/\$29 per month/);
  });

  it("falls back to Readability when the cleaning leaves nothing (content inside a 'modal' container)", () => {
    const html = page(`<div class="render-target-modal">${ARTICLE_BODY}</div>`);
    const r = run(html);
    expect(r.path).toBe("article-fallback");
    expect(htmlToMarkdown(html)).toContain(PROSE[1]);
  });

  it("drops hidden and aria-hidden text inside an article", () => {
    const body = `<article><h1>Night trains are back</h1><p><span aria-hidden="true">DECORATION</span>${PROSE[0]}</p>
      <p style="display:none">${PROSE[1]} HIDDEN</p><p hidden>SECRET ${PROSE[2]}</p><p>${PROSE[2]}</p><p>${PROSE[1]}</p></article>`;
    const md = htmlToMarkdown(page(body, OG_ARTICLE));
    expect(md).toContain(PROSE[0]);
    for (const gone of ["DECORATION", "HIDDEN", "SECRET"]) expect(md).not.toContain(gone);
  });
});

describe("stripInert on tricky markup", () => {
  it("does not take a script or comment inside an attribute value for a real one", () => {
    const html = `<p data-embed="<script>x()" title='<!-- a'>kept one</p><p>kept two</p><script>gone()</script><p>kept three</p>`;
    const out = stripInert(html);
    for (const kept of ["kept one", "kept two", "kept three", `data-embed="<script>x()"`]) expect(out).toContain(kept);
    expect(out).not.toContain("gone()");
  });

  it("ends a script at its first end tag and leaves unterminated input alone", () => {
    expect(stripInert(`<p>a</p><SCRIPT type="text/javascript">x</SCRIPT ><p>b</p>`)).toBe("<p>a</p><p>b</p>");
    expect(stripInert(`<p>a</p><!-- open`)).toBe("<p>a</p>");
    expect(stripInert(`<p>a < b</p>`)).toBe(`<p>a < b</p>`);
  });
});
