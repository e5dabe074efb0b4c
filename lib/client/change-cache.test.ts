import { describe, expect, it } from "vitest";
import { changeSchema } from "@/lib/changes/schemas";
import { normalizeChange } from "./change-cache";

const full = {
  id: "7d0c7a52-5f7e-4d0b-9a43-2f7b0d8a1c11",
  competitorId: "1b6f0c1e-92d4-4b8e-8d65-0a9c4e0b5a22",
  competitorName: "Acme",
  competitorUrl: "https://acme.test",
  type: "pricing",
  importance: "high",
  score: 80,
  description: "Pro went from $10 to $12",
  oldContent: "$10",
  newContent: "$12",
  url: "https://acme.test/pricing",
  screenshot: null,
  highlight: null,
  isRead: false,
  detectedAt: "2026-03-05T10:00:00.000Z",
  timestamp: "2026-03-05T10:00:00.000Z",
  feedback: true,
  fact: { name: "Pro", before: "$10/month", after: "$12/month", line: "Pro: $10/month → $12/month" },
  facts: { before: 10 },
};

describe("normalizeChange", () => {
  it("keeps a complete change from the API as it is", () => {
    expect(normalizeChange({ ...full, extra: 1 })).toEqual(full);
    expect(changeSchema.safeParse(normalizeChange(full)).success).toBe(true);
  });

  it("gives every field of changeSchema its fallback when missing, empty or malformed", () => {
    const c = normalizeChange({ type: "", importance: "urgent", score: "high", oldContent: "", isRead: "yes", facts: "x" });
    expect(Object.keys(c).sort()).toEqual(Object.keys(changeSchema.shape).sort());
    expect(c).toMatchObject({
      id: "",
      competitorId: "",
      competitorName: "Competitor",
      competitorUrl: "",
      type: "other",
      importance: "low",
      score: 50,
      description: "",
      oldContent: null,
      newContent: null,
      url: null,
      screenshot: null,
      highlight: null,
      isRead: false,
      feedback: null,
      facts: {},
    });
    expect(c.timestamp).toBe(c.detectedAt);
    expect(Number.isNaN(Date.parse(c.detectedAt))).toBe(false);
  });

  it("reads detectedAt from timestamp when the live event only has that", () => {
    const c = normalizeChange({ ...full, detectedAt: undefined, timestamp: "2026-01-02T03:04:05.000Z" });
    expect(c.detectedAt).toBe("2026-01-02T03:04:05.000Z");
    expect(c.timestamp).toBe("2026-01-02T03:04:05.000Z");
  });

  it("reads junk as an empty change", () => {
    expect(normalizeChange(null).competitorName).toBe("Competitor");
    expect(normalizeChange("nope").id).toBe("");
  });
});
