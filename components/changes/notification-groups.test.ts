import { describe, expect, it } from "vitest";
import type { ChangeDto } from "@/lib/changes/schemas";
import { badgeText, groupNotifications, groupOf, GROUP_TITLES } from "./notification-groups";

let seq = 0;
function change(type: string, extra: Partial<ChangeDto> = {}): ChangeDto {
  seq++;
  const at = new Date(Date.UTC(2026, 0, 1) - seq * 60_000).toISOString();
  return {
    id: `c${seq}`,
    competitorId: "k1",
    competitorName: "Acme",
    competitorUrl: "https://acme.test",
    type,
    importance: "medium",
    score: 50,
    description: `${type} change ${seq}`,
    oldContent: null,
    newContent: null,
    url: null,
    screenshot: null,
    highlight: null,
    fact: null,
    isRead: false,
    detectedAt: at,
    timestamp: at,
    feedback: null,
    facts: {},
    ...extra,
  };
}

describe("groupOf", () => {
  it("maps every change type and alias to its group", () => {
    expect(["pricing", "price"].map(groupOf)).toEqual(["pricing", "pricing"]);
    expect(["feature", "features"].map(groupOf)).toEqual(["feature", "feature"]);
    expect(["integration", "product"].map(groupOf)).toEqual(["product", "product"]);
    expect(groupOf("content")).toBe("content");
    expect(["design", "structure", "visual"].map(groupOf)).toEqual(["design", "design", "design"]);
    expect(["other", "something-new", ""].map(groupOf)).toEqual(["other", "other", "other"]);
  });
});

describe("groupNotifications", () => {
  it("orders groups pricing, feature, product, content, design, other with their titles", () => {
    const list = [change("other"), change("visual"), change("content"), change("integration"), change("feature"), change("pricing")];
    const groups = groupNotifications(list);
    expect(groups.map((g) => g.key)).toEqual(["pricing", "feature", "product", "content", "design", "other"]);
    expect(groups.map((g) => g.title)).toEqual([
      "Pricing Changes",
      "New Features",
      "Product Updates",
      "Content Changes",
      "Design Updates",
      "Other Changes",
    ]);
    expect(GROUP_TITLES.design).toBe("Design Updates");
  });

  it("shows 3 items per group, newest first, and counts the rest as 'more'", () => {
    const pricing = [1, 2, 3, 4, 5].map(() => change("pricing"));
    const groups = groupNotifications([...pricing, change("feature")]);
    expect(groups[0].items.map((c) => c.id)).toEqual(pricing.slice(0, 3).map((c) => c.id));
    expect(groups[0].total).toBe(5);
    expect(groups[0].more).toBe(2);
    expect(groups[0].href).toBe("/dashboard/changes?type=pricing");
    expect(groups[1].more).toBe(0);
  });

  it("uses the server's per-type unread counts for totals beyond the loaded 50", () => {
    const list = [change("pricing"), change("pricing"), change("pricing"), change("structure"), change("visual")];
    const groups = groupNotifications(list, { pricing: 72, structure: 4, visual: 2, design: 1 });
    expect(groups.find((g) => g.key === "pricing")).toMatchObject({ total: 72, more: 69 });
    expect(groups.find((g) => g.key === "design")).toMatchObject({ total: 7, more: 5, href: "/dashboard/changes?type=design" });
  });

  it("never reports fewer than it shows when the counts lag behind", () => {
    const groups = groupNotifications([change("content"), change("content")], { content: 1 });
    expect(groups[0]).toMatchObject({ total: 2, more: 0 });
  });

  it("leaves out read changes and empty groups", () => {
    const groups = groupNotifications([change("pricing", { isRead: true }), change("content")]);
    expect(groups.map((g) => g.key)).toEqual(["content"]);
    expect(groupNotifications([])).toEqual([]);
  });
});

describe("badgeText", () => {
  it("caps the unread count at 99+", () => {
    expect(badgeText(0)).toBe("");
    expect(badgeText(1)).toBe("1");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
    expect(badgeText(12_345)).toBe("99+");
    expect(badgeText(Number.NaN)).toBe("");
  });
});
