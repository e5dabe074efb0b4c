import { describe, expect, it } from "vitest";
import { extractSignals } from "@/lib/scan/extract/signals";
import { headingChange } from "@/lib/changes/detect/structure";

const html = (body: string) => `<!DOCTYPE html><html><head><title>Ledgerly</title></head><body><main>${body}</main></body></html>`;
const signals = (body: string) => extractSignals({ url: "https://ledgerly.example/", kind: "home", html: html(body), status: 200 } as Parameters<typeof extractSignals>[0]);

const page = (h: (level: number) => string, extra = "") => `
  <h1>Books that close themselves</h1>
  <${h(2)}>Reconcile in minutes</${h(2)}><p>Bank feeds matched to invoices as they arrive.</p>
  <${h(3)}>Rules you can read</${h(3)}><p>Each match says which rule made it.</p>
  <${h(2)}>Close the month</${h(2)}><p>Checklists per entity, with sign-off.</p>
  ${extra}`;

describe("sections whose headings changed level", () => {
  // A redesign that adds a level above the sections (h2 → h3, h3 → h4) moves headings, not sections.
  const before = signals(page((l) => `h${l}`));
  const lowered = signals(page((l) => `h${l + 1}`));

  it("reports no section added or removed when every heading went one level down, or back up", () => {
    expect(before.headings).toContain("Rules you can read");
    expect(lowered.headings).not.toContain("Rules you can read");
    expect(headingChange(before, lowered)).toBeNull();
    expect(headingChange(lowered, before)).toBeNull();
  });

  it("still reports a section that went, beside headings that only changed level", () => {
    const withAudit = signals(page((l) => `h${l}`, "<h2>Audit trail</h2><p>Every edit kept for seven years.</p>"));
    const c = headingChange(withAudit, lowered);
    expect(c?.facts).toMatchObject({ kind: "sections_changed", added: [], removed: ["Audit trail"] });
  });

  it("keeps the earlier reading for snapshots taken before lower headings were recorded", () => {
    const old = { ...before, subHeadings: undefined };
    expect(headingChange(old, lowered)?.facts).toMatchObject({ removed: ["Rules you can read"] });
  });
});
