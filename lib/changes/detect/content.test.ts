import { describe, expect, it } from "vitest";
import { diffCopy, detectContentChanges, splitBlocks } from "./content";
import { HOME_MD, snapshot } from "./fixtures";

const withMarkdown = (md: string) =>
  snapshot((s) => {
    s.extractedData.markdown = md;
  });

describe("splitBlocks", () => {
  it("joins wrapped lines into paragraphs and keeps headings and list items apart", () => {
    const blocks = splitBlocks("# Title\nLine one\nline two\n\n- item a\n- item b\n\n---\n");
    expect(blocks.map((b) => b.text)).toEqual(["# Title", "Line one line two", "- item a", "- item b"]);
  });
});

describe("diffCopy", () => {
  it("ignores whitespace, case, punctuation and reordered equal paragraphs", () => {
    const shuffled = splitBlocks(HOME_MD)
      .map((b) => `  ${b.text.toUpperCase()}  `)
      .reverse()
      .join("\n\n")
      .replace("No credit card required.", "No credit card required!");
    const d = diffCopy(HOME_MD, shuffled);
    expect(d.changedWords).toBe(0);
    expect(detectContentChanges(snapshot(), withMarkdown(shuffled))).toEqual([]);
  });

  it("counts edited, added and removed paragraphs and the changed fraction", () => {
    const md = HOME_MD.replace("Loved by 2,000 teams", "Loved by 5,000 teams")
      .replace("- Set up in five minutes\n", "")
      .concat("\n\nNew: an AI assistant writes your follow-ups.");
    const d = diffCopy(HOME_MD, md);
    expect(d.edited).toHaveLength(1);
    expect(d.added.map((b) => b.text)).toEqual(["New: an AI assistant writes your follow-ups."]);
    expect(d.removed.map((b) => b.text)).toEqual(["- Set up in five minutes"]);
    expect(d.fraction).toBeGreaterThan(0.1);
    expect(d.fraction).toBeLessThan(0.5);
  });
});

describe("detectContentChanges", () => {
  it("summarises copy changes with excerpts of the changed paragraphs only", () => {
    const md = HOME_MD.replace("Acme keeps every customer conversation in one place.", "Acme's AI remembers every customer conversation for you.")
      .replace("Start your free trial today.", "Start your 30-day free trial today.")
      .replace("- Loved by 2,000 teams", "- Loved by 5,000 teams");
    const [c, ...rest] = detectContentChanges(snapshot(), withMarkdown(md));
    expect(rest).toEqual([]);
    expect(c.type).toBe("content");
    expect(c.description).toBe("Homepage copy changed: 3 paragraphs edited");
    expect(c.oldContent).toBe(
      "Acme keeps every customer conversation in one place.\n\n- Loved by 2,000 teams\n\nStart your free trial today. No credit card required.",
    );
    expect(c.newContent).toContain("Start your 30-day free trial today.");
    expect(c.newContent).not.toContain("Why Acme");
    expect(c.url).toBe("https://acme.example/");
    expect(c.magnitude).toBeGreaterThan(0);
    expect(c.magnitude).toBeLessThan(0.4);
    expect(c.facts).toMatchObject({ kind: "copy_changed", edited: 3, added: 0, removed: 0 });
  });

  it("quotes a single short edit in the description", () => {
    const md = HOME_MD.replace("# CRM for small teams", "# The AI CRM for small teams");
    const [c] = detectContentChanges(snapshot(), withMarkdown(md));
    expect(c.description).toBe("Homepage copy changed: 1 paragraph edited (“CRM for small teams” → “The AI CRM for small teams”)");
  });

  it("keeps currency symbols meaningful", () => {
    const a = withMarkdown("Plans from $9 a month.");
    const b = withMarkdown("Plans from €9 a month.");
    expect(detectContentChanges(a, b)).toHaveLength(1);
  });

  it("reports a full rewrite at magnitude 1 and additions with no old excerpt", () => {
    const [rewrite] = detectContentChanges(snapshot(), withMarkdown("Completely different words here."));
    expect(rewrite.magnitude).toBe(1);
    const [added] = detectContentChanges(snapshot(), withMarkdown(`${HOME_MD}\n\nTrusted by Fortune 500 companies.`));
    expect(added.description).toBe("Homepage copy changed: 1 paragraph added (“Trusted by Fortune 500 companies.”)");
    expect(added.oldContent).toBeNull();
    expect(added.newContent).toBe("Trusted by Fortune 500 companies.");
  });

  it("reports page title changes", () => {
    const next = snapshot((s) => {
      s.metadata.pages[1].title = "Acme pricing — simple plans";
    });
    const [c] = detectContentChanges(snapshot(), next);
    expect(c.description).toBe("Pricing page title changed: “Acme pricing” → “Acme pricing — simple plans”");
    expect(c.facts.kind).toBe("title_changed");
  });
});
