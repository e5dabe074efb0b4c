import { describe, expect, it } from "vitest";
import { pricingPage, snapshot } from "./fixtures";
import { detectChanges } from "./index";

const md = (refund: string, invoice: string, about: string) =>
  [
    "# Pricing",
    "",
    "## Cancelling",
    "",
    refund,
    "",
    "## Paying",
    "",
    invoice,
    "",
    "## About us",
    "",
    about,
  ].join("\n");

const REFUND = "You can cancel whenever you like from the settings screen of your workspace.";
const REFUND_NEW = "Refunds are given for the unused part of a yearly subscription when you cancel.";
const INVOICE = "We accept cards from every major network for your workspace.";
const INVOICE_NEW = "Invoices are sent by email on the first day of each month, payable within thirty days.";
const ABOUT = "We are a small team of makers working from three cities.";

describe("billing terms on the pricing page: one change per fact", () => {
  it("two edits stating different billing terms, in different sections, are two pricing changes", () => {
    const changes = detectChanges(pricingPage(md(REFUND, INVOICE, ABOUT)), pricingPage(md(REFUND_NEW, INVOICE_NEW, ABOUT)));
    const text = (c: (typeof changes)[number]) => `${c.description} ${c.newContent ?? ""}`;
    expect(changes).toHaveLength(2);
    expect(changes.every((c) => c.type === "pricing")).toBe(true);
    expect(changes.filter((c) => /Refunds/.test(text(c)))).toHaveLength(1);
    expect(changes.filter((c) => /Invoices/.test(text(c)))).toHaveLength(1);
    expect(changes.find((c) => /Refunds/.test(text(c)))!.newContent).not.toMatch(/Invoices/);
  });

  it("one billing edit beside other copy edits still makes one change of the page's copy", () => {
    const ABOUT_NEW = "Our company of designers and engineers now has offices on two continents.";
    const changes = detectChanges(pricingPage(md(REFUND, INVOICE, ABOUT)), pricingPage(md(REFUND_NEW, INVOICE, ABOUT_NEW)));
    expect(changes).toHaveLength(1);
    expect(changes[0].type).toBe("pricing");
    expect(changes[0].newContent).toMatch(/Refunds/);
    expect(changes[0].newContent).toMatch(/offices/);
  });

  it("copy edits of a page other than pricing stay one change", () => {
    const home = (a: string, b: string) =>
      snapshot((s) => {
        s.extractedData.markdown = ["# Acme", "", "## Cancelling", "", a, "", "## Paying", "", b].join("\n");
      });
    const changes = detectChanges(home(REFUND, INVOICE), home(REFUND_NEW, INVOICE_NEW));
    expect(changes.filter((c) => c.facts.kind !== "title_changed")).toHaveLength(1);
  });
});
