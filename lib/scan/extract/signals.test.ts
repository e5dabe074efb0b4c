import { describe, expect, it } from "vitest";
import { listSites, readSiteFile } from "../../../tests/fixtures/fixture-sites";
import { canonicalText, extractColors, extractFonts, extractSignals } from "./signals";

const page = (html: string) => extractSignals({ kind: "home", url: "https://acme.example/", html });

describe("extractSignals", () => {
  it("collects title, h1-h3 headings, primary navigation, stylesheets, colours and fonts", () => {
    const s = extractSignals({ kind: "home", url: "http://127.0.0.1:1/flowdesk/", html: readSiteFile("flowdesk", "home.html")! });
    expect(s.title).toBe("Flowdesk — Project management for fast-moving teams");
    expect(s.headings[0]).toBe("Plan, track and ship work as one team");
    expect(s.headings).not.toContain("What teams say"); // testimonial block
    expect(s.navigation).toEqual(["Features", "Integrations", "Pricing", "Blog", "Log in", "Start free"]);
    expect(s.stylesheets).toEqual([
      "http://127.0.0.1:1/flowdesk/assets/app.css",
      "http://127.0.0.1:1/flowdesk/assets/vendor.css",
      "https://fonts.googleapis.com/css2",
    ]);
    expect(s.colors).toEqual(["#0f172a", "#4f46e5", "#eef2ff", "#ffffff"]);
    expect(s.fonts).toEqual(["Inter"]);
    expect(s.textHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("falls back to the first link bar when a minimal page has no <nav>", () => {
    expect(extractSignals({ kind: "home", url: "http://x/quillnote/", html: readSiteFile("quillnote", "home.html")! }).navigation).toEqual(["Features", "Pricing", "Changelog"]);
  });

  it("normalises colours from hex, rgb(a) and hsl and drops generic font families", () => {
    expect(extractColors("a{color:#FFF} b{color:rgb(255, 0, 0)} c{background:rgba(0,0,0,0.5)} d{color:hsl(0, 100%, 50%)} e{color:#abcdef}")).toEqual([
      "#00000080", "#abcdef", "#ff0000", "#ffffff",
    ]);
    expect(extractFonts(`body{font-family:"Inter", system-ui, -apple-system, sans-serif} @font-face{font-family:'Brand Serif'}`)).toEqual(["Brand Serif", "Inter"]);
  });

  it("keeps the text hash for noise-only differences and changes it for content", () => {
    const base = `<main><h1>Acme</h1><p>Plans from $10.</p><p>Updated 3 minutes ago</p><ul><li>A</li><li>B</li></ul>
      <div class="testimonials"><blockquote>Quote one</blockquote></div><input type="hidden" name="csrf" value="abc123def456abc123"></main>`;
    const noisy = base.replace("3 minutes", "9 minutes").replace("<li>A</li><li>B</li>", "<li>B</li><li>A</li>").replace("Quote one", "Quote two").replace("abc123def456abc123", "zzz999yyy888xxx777");
    expect(page(noisy).textHash).toBe(page(base).textHash);
    expect(page(base.replace("$10", "$12")).textHash).not.toBe(page(base).textHash);
    expect(canonicalText(base)).toContain("plans from $10.");
  });

  it("yields identical signals for every fixture page in its noise version", () => {
    for (const site of listSites()) {
      for (const kind of ["home", "pricing", "features", "integrations"] as const) {
        const v1 = readSiteFile(site, `${kind}.html`, "v1");
        const noise = readSiteFile(site, `${kind}.html`, "noise");
        if (!v1 || !noise) continue;
        const url = `http://127.0.0.1:1/${site}/${kind}`;
        expect(extractSignals({ kind, url, html: noise }), `${site}/${kind}`).toEqual(extractSignals({ kind, url, html: v1 }));
      }
    }
  });
});
