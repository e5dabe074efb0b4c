import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "./html-to-markdown";

const doc = (body: string) => `<!DOCTYPE html><html><head><title>T</title></head><body><main>${body}</main></body></html>`;

describe("htmlToMarkdown nested lists", () => {
  it("keeps a list placed directly inside another list, under the item before it, two deep", () => {
    const md = htmlToMarkdown(
      doc(`<h2>Modules</h2><ul><li>Core</li><ul><li>Reports $10/mo</li><li>Alerts $5/mo</li><ol><li>Email</li><li>SMS $2</li></ol></ul><li>Support</li></ul>`),
    );
    expect(md).toBe("## Modules\n\n- Core\n  - Reports $10/mo\n  - Alerts $5/mo\n    1. Email\n    2. SMS $2\n- Support");
  });

  it("keeps the valid form (the inner list inside its item), two deep", () => {
    const md = htmlToMarkdown(
      doc(`<ul><li>Core<ul><li>Reports $10/mo</li><li>Alerts $5/mo<ol><li>Email</li><li>SMS $2</li></ol></li></ul></li><li>Support</li></ul>`),
    );
    expect(md).toBe("- Core\n  - Reports $10/mo\n  - Alerts $5/mo\n    1. Email\n    2. SMS $2\n- Support");
  });

  it("keeps a list that opens another list before any item", () => {
    const md = htmlToMarkdown(doc(`<h2>Add-ons</h2><ul><ul><li>Add-on A $3</li><li>Add-on B</li></ul><li>Base plan $20</li></ul>`));
    expect(md).toBe("## Add-ons\n\n  - Add-on A $3\n  - Add-on B\n- Base plan $20");
  });

  it("hashes the same whichever form the nesting takes", () => {
    const invalid = htmlToMarkdown(doc(`<ul><li>B</li><li>A</li><ul><li>Y $1</li><li>X $2</li></ul></ul>`), { canonical: true });
    const valid = htmlToMarkdown(doc(`<ul><li>B</li><li>A<ul><li>Y $1</li><li>X $2</li></ul></li></ul>`), { canonical: true });
    expect(invalid).toBe(valid);
    expect(invalid).toContain("X $2");
  });
});
