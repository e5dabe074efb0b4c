import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { AFTER_CALL, FIRST_PAINT, closeDb, db, insertCompetitor, signUp } from "./support/competitors";

/**
 * The overview's hero and latest-changes list, the bell and the changes feed say each change's fact
 * with its value before and after, as the feed's card and the e-mail do: a plan's price, a plan that
 * gained a feature in a comparison table, and a change stored by an earlier version under a kind the
 * detector no longer emits (a whole price list removed). The changes are written with `pg` as a scan
 * stores them and read through the real API.
 */

test.afterAll(closeDb);

const SHOTS = "/tmp/shots-facts";

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

test("the overview, the bell and the feed say the fact before → after", async ({ page }, info) => {
  const s = await signUp(page);
  const globex = await insertCompetitor(s, "Globex");
  const rows: Array<[string, string, number, string, Record<string, unknown>, Date]> = [
    [
      "pricing", "high", 86, "Pricing page (Plans): “Team €25 per seat” → “Team €29 per seat”",
      { kind: "price_changed", plan: "Team", oldPrice: 25, newPrice: 29, oldCurrency: "EUR", newCurrency: "EUR", oldPeriod: "month", newPeriod: "month", oldUnit: "seat", newUnit: "seat" },
      at(1),
    ],
    [
      "feature", "medium", 58, "Pricing page (Compare plans): SSO: Pro ✗ → ✓",
      { kind: "plan_terms_changed", page: "pricing", section: "Compare plans", fact: { kind: "plan_inclusion", plan: "Pro", label: "SSO", before: "Not included", after: "Included" }, cell: { row: "SSO", column: "Pro", before: "✗", after: "✓" } },
      at(2),
    ],
    [
      "pricing", "high", 90, "Pricing removed: 2 plans no longer listed",
      { kind: "pricing_removed", plans: [{ name: "Solo", price: 0, currency: "USD", period: "month" }, { name: "Crew", price: 12, currency: "USD", period: "month" }] },
      at(3),
    ],
  ];
  for (const [type, importance, score, description, facts, detectedAt] of rows) {
    await db().query(
      `insert into changes (user_id, competitor_id, type, importance, score, description, url, facts, detected_at)
       values ($1, $2, $3, $4, $5, $6, 'https://globex.example/pricing', $7, $8)`,
      [s.userId, globex, type, importance, score, description, JSON.stringify(facts), detectedAt],
    );
  }
  fs.mkdirSync(SHOTS, { recursive: true });

  await page.goto("/dashboard");
  const hero = page.getByTestId("overview-hero");
  await expect(hero).toBeVisible(FIRST_PAINT);
  const fact = hero.getByTestId("change-fact");
  await expect(fact).toHaveAttribute("aria-label", "Team: €25 → €29 per seat/month", AFTER_CALL);
  await expect(fact.getByTestId("change-fact-before")).toHaveText("€25");
  await expect(fact.getByTestId("change-fact-after")).toHaveText("€29");
  await expect(hero.getByTestId("hero-description")).toHaveCount(0);
  await expect(hero).not.toContainText("Pricing page (Plans)");

  // The list holds the unread changes beside the hero's.
  const recent = page.getByTestId("recent-unread").getByTestId("recent-unread-what");
  await expect(recent).toHaveText([
    "Pro · SSO: Not included → Included",
    "Plans: Solo $0/month, Crew $12/month (removed)",
  ]);
  await page.screenshot({ path: path.join(SHOTS, `overview-${info.project.name}.png`), fullPage: true });

  await page.getByTestId("notification-bell").click();
  const popover = page.getByTestId("notification-popover");
  await expect(popover).toBeVisible();
  await expect(popover.getByTestId("notification-what")).toContainText(["Team: €25 → €29 per seat/month", "Plans: Solo $0/month, Crew $12/month (removed)", "Pro · SSO: Not included → Included"]);
  await expect(popover).not.toContainText("Pricing removed: 2 plans");
  await page.screenshot({ path: path.join(SHOTS, `bell-${info.project.name}.png`) });
  await page.keyboard.press("Escape");

  await page.goto("/dashboard/changes");
  const cards = page.getByTestId("change-item");
  await expect(cards).toHaveCount(3, FIRST_PAINT);
  await expect(cards.getByTestId("change-fact")).toHaveCount(3);
  await expect(cards.nth(1).getByTestId("change-fact")).toHaveAttribute("aria-label", "Pro · SSO: Not included → Included");
  await expect(cards.nth(2).getByTestId("change-fact")).toHaveAttribute("aria-label", "Plans: Solo $0/month, Crew $12/month (removed)");
  await page.screenshot({ path: path.join(SHOTS, `feed-${info.project.name}.png`), fullPage: true });
});

test("a change of what a pricing page offers apart from its plans reads as a feature with its lines before → after", async ({ page }, info) => {
  const s = await signUp(page);
  const initech = await insertCompetitor(s, "Initech");
  const machine = "macOS machines with 12 cores and 24 GB of memory";
  await db().query(
    `insert into changes (user_id, competitor_id, type, importance, score, description, url, facts, detected_at)
     values ($1, $2, 'feature', 'medium', 45, $3, 'https://initech.example/pricing', $4, now())`,
    [s.userId, initech, `Pricing page (Build machines): added “${machine}”`, JSON.stringify({ kind: "offering_changed", page: "pricing", section: "Build machines", blocksBefore: [], blocksAfter: [machine], offPlan: true })],
  );
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.goto("/dashboard/changes");
  const card = page.getByTestId("change-item");
  await expect(card).toHaveCount(1, FIRST_PAINT);
  await expect(card.getByTestId("change-type")).toHaveText(/feature/i);
  await expect(card.getByTestId("change-importance")).toHaveText(/medium/i);
  await expect(card.getByTestId("change-fact")).toHaveAttribute("aria-label", `Build machines: ${machine} (new)`);
  await card.screenshot({ path: path.join(SHOTS, `offering-${info.project.name}.png`) });
});
