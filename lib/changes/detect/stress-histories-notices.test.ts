/**
 * Stress histories, notices and marks: German plan cards (CLDR grouping with dots, decimal comma)
 * with a limit raised and a notice announcing a price rise, a footnote mark put on table cells,
 * a struck-out launch price ended. Pages and wording are the project's own; truth items come from
 * the two texts alone, one per fact.
 */
import { describe, expect, it } from "vitest";
import { changesBetween, expected, html, verdict, type TruthItem } from "@/tests/helpers/change-stress-kit";

function check(before: string, after: string, items: TruthItem[]) {
  expect(verdict(changesBetween(before, after), items)).toEqual(expected(items));
}

const dePage = (kontakte: string, notice = "") =>
  html(
    "Preise – Postlicht",
    `<h1>Preise</h1><p>Alle Preise zzgl. MwSt. Monatlich kündbar.</p>${notice}<div class="tarife">
<div class="tarif"><h3>Start</h3><p class="preis">ab 9,90 € / Monat</p><ul><li>${kontakte} Kontakte</li><li>5 Newsletter pro Monat</li></ul></div>
<div class="tarif"><h3>Profi</h3><p class="preis">39,00 € / Monat</p><ul><li>25.000 Kontakte</li><li>Unbegrenzte Newsletter</li><li>A/B-Tests</li></ul></div></div>
<h2>Fragen</h2><h3>Gibt es eine Mindestlaufzeit?</h3><p>Nein, Sie können monatlich kündigen.</p>`,
  );

describe("German plan cards", () => {
  it("a contact limit raised (dot as grouping mark) is one medium change naming the plan", () => {
    check(dePage("1.000"), dePage("2.500"), [{ type: "pricing", importance: "medium", mustMention: ["Start", "1.000", "2.500 Kontakte"] }]);
  });

  it("a notice announcing a price rise is one pricing change with the new price", () => {
    const notice = `<div class="hinweis"><p>Ab dem 1. März kostet der Tarif Start 12,90 € pro Monat.</p></div>`;
    check(dePage("1.000"), dePage("1.000", notice), [{ type: "pricing", importance: ["high", "medium"], mustMention: ["12,90"] }]);
  });

  it("the notice's date moved to another month is one medium pricing change with both dates", () => {
    const notice = (month: string) => `<div class="hinweis"><p>Ab dem 1. ${month} 2025 kostet der Tarif Start 12,90 € pro Monat.</p></div>`;
    check(dePage("1.000", notice("März")), dePage("1.000", notice("April")), [{ type: "pricing", importance: "medium", mustMention: ["März", "April"] }]);
  });

  it("a promotion of a share off put on the page is a pricing change, not an offering", () => {
    const promo = `<div class="hinweis"><p>Sommeraktion: 40 % Rabatt im ersten Jahr mit dem Code SOMMER40.</p></div>`;
    check(dePage("1.000"), dePage("1.000", promo), [{ type: "pricing", importance: "medium", mustMention: ["40 %"] }]);
  });
});

const tablePage = (mark: string) =>
  html(
    "Pricing – Stackyard",
    `<h1>Pricing</h1><p>Hosting for small teams. Every plan runs on the same hardware.</p><table><thead><tr><th></th><th>Hobby</th><th>Team</th></tr></thead><tbody>
<tr><th>Price</th><td>$7/mo</td><td>$25/mo</td></tr><tr><th>Storage</th><td>10 GB${mark}</td><td>100 GB${mark}</td></tr><tr><th>Builds per day</th><td>20</td><td>Unlimited</td></tr></tbody></table>
<h2>FAQ</h2><h3>Can I cancel?</h3><p>Yes, at any time from your dashboard.</p>`,
  );

describe("a comparison table", () => {
  it("a footnote mark put on two cells is no change", () => {
    expect(changesBetween(tablePage(""), tablePage("<sup>*</sup>")).map((c) => c.description)).toEqual([]);
  });
});

const launchPage = (creator: string) =>
  html(
    "Pricing – Postloom",
    `<h1>Pricing</h1><p>Schedule posts for every network.</p><div class="plans"><div class="plan"><h3>Creator</h3><p class="price">${creator} / month</p><ul><li>3 social accounts</li><li>Unlimited posts</li></ul></div>
<div class="plan"><h3>Agency</h3><p class="price"><strong>$49</strong> / month</p><ul><li>25 social accounts</li><li>Client approvals</li></ul></div></div>
<h2>FAQ</h2><h3>Do you offer refunds?</h3><p>Within 14 days of purchase.</p>`,
  );

describe("a struck-out launch price", () => {
  it("the launch price ended (back to the struck-out price) is one high change naming both prices", () => {
    check(launchPage("<s>$19</s> <strong>$15</strong>"), launchPage("<strong>$19</strong>"), [{ type: "pricing", importance: "high", mustMention: ["Creator", "15", "19"] }]);
  });
});
