import { describe, expect, it } from "vitest";
import { pricingPage } from "./fixtures";
import { detectChanges } from "./index";

const RATES = (cpu: string, disk: string, extra = "") =>
  [
    "# Usage",
    "",
    "Compute is billed by the minute while a worker runs; storage by the month. Pick any mix of the",
    "options below, and the invoice shows each one on its own line.",
    "",
    "Worker rates:",
    "",
    `- Small worker: ${cpu}/hr per core`,
    `- Storage: ${disk} per GB`,
    extra,
  ].join("\n");

describe("usage rates as facts", () => {
  it("reports each rate that changed as its own change, named by the rate, with no text change beside", () => {
    const changes = detectChanges(pricingPage(RATES("$0.04", "$0.20")), pricingPage(RATES("$0.05", "$0.15")));
    expect(changes.map((c) => c.description)).toEqual([
      "Small worker: $0.04/hr per core → $0.05/hr per core",
      "Storage: $0.20 per GB → $0.15 per GB",
    ]);
    expect(changes.map((c) => [c.type, (c.facts.fact as { kind: string }).kind])).toEqual([
      ["pricing", "usage_rate"],
      ["pricing", "usage_rate"],
    ]);
    expect(changes[0].oldContent).toBe("Small worker: $0.04/hr per core");
    expect(changes[0].newContent).toBe("Small worker: $0.05/hr per core");
  });

  it("reports a rate in credits by its count (no currency)", () => {
    const page = (n: string) => ["# Build time", "", "Builds use credits from your balance.", "", `- Arm runners: ${n} credits per 1,000 min`, "- x86 runners: 4 credits per 1,000 min"].join("\n");
    const changes = detectChanges(pricingPage(page("6")), pricingPage(page("8")));
    expect(changes.map((c) => c.description)).toEqual(["Arm runners: 6 credits per 1,000 min → 8 credits per 1,000 min"]);
  });

  it("a new rate in a new table is its own change, and the section's prose stays one change", () => {
    const table = ["", "## Batch jobs", "", "Jobs run on spare capacity.", "", "| Resource | Price |", "| --- | --- |", "| Memory | $3 / GB / month |", "| Queue | $0.50 per 1,000 jobs |"].join("\n");
    const changes = detectChanges(pricingPage(RATES("$0.04", "$0.20")), pricingPage(RATES("$0.04", "$0.20", table)));
    const rates = changes.filter((c) => c.facts.fact);
    expect(rates.map((c) => c.description)).toEqual(["Memory: $3 / GB / month (new rate)", "Queue: $0.50 per 1,000 jobs (new rate)"]);
    expect(changes.filter((c) => !c.facts.fact)).toHaveLength(1);
    expect(changes.find((c) => !c.facts.fact)!.newContent).not.toContain("$3");
  });

  it("a rate written below a table is named by its section, not by the table's header row", () => {
    const limits = ["", "## Storage", "", "Artifacts and caches are kept with your plan.", "", "| Plan | Storage | Retention |", "| --- | --- | --- |", "| Starter | 10 GB | 7 days |", "| Team | 100 GB | 30 days |", "", "Extra storage costs $0.10 per GB per month."].join("\n");
    const changes = detectChanges(pricingPage(RATES("$0.04", "$0.20")), pricingPage(RATES("$0.04", "$0.20", limits)));
    expect(changes.filter((c) => c.facts.fact).map((c) => c.description)).toEqual(["Storage · per GB: Extra storage costs $0.10 per GB per month. (new rate)"]);
  });

  it("the same amount per another quantity, or beside a free allowance that changed, is a change of that rate", () => {
    const api = (line: string) => RATES("$0.04", "$0.20", ["", "## API usage", "", line].join("\n"));
    const per = detectChanges(pricingPage(api("Requests cost $0.50 per 1,000 requests.")), pricingPage(api("Requests cost $0.50 per 10,000 requests.")));
    expect(per.map((c) => [c.description, c.oldContent, c.newContent])).toEqual([
      ["API usage · per 10,000 requests: Requests cost $0.50 per 1,000 requests. → Requests cost $0.50 per 10,000 requests.", "Requests cost $0.50 per 1,000 requests.", "Requests cost $0.50 per 10,000 requests."],
    ]);
    const free = (n: string) => api(`The first ${n} requests each month are free, then $0.50 per 1,000 requests.`);
    const allowance = detectChanges(pricingPage(free("1,000")), pricingPage(free("5,000")));
    expect(allowance).toHaveLength(1);
    expect(allowance[0].newContent).toContain("The first 5,000 requests each month are free");
    expect(allowance[0].type).toBe("pricing");
    // the same figures in another writing stay no change
    expect(detectChanges(pricingPage(free("1,000")), pricingPage(free("1K")))).toEqual([]);
  });

  it("a rate whose label only lost or gained words, its value unchanged, is no change; one whose amount changed with it is", () => {
    const table = (label: string, storage: string) => ["", "## Metered", "", "| Resource | Price |", "| --- | --- |", "| Memory | $3 / GB / month |", `| ${label} | ${storage} / GB / month |`].join("\n");
    const before = pricingPage(RATES("$0.04", "$0.20", table("(Extra) Block storage", "$0.12")));
    expect(detectChanges(before, pricingPage(RATES("$0.04", "$0.20", table("Block storage", "$0.12"))))).toEqual([]);
    const changed = detectChanges(before, pricingPage(RATES("$0.04", "$0.20", table("Block storage", "$0.09"))));
    expect(changed.map((c) => c.description)).toEqual(["Block storage: $0.12 / GB / month → $0.09 / GB / month"]);
  });

  it("a plan's price per month or per seat is no usage rate: it stays in the edit", () => {
    const page = (p: string, r: string) => ["# Plans", "", "Every plan can add usage on top.", "", `- Team: ${p} / user / month`, "- Solo: $9 / month", `- Extra bandwidth: ${r} per GB`].join("\n");
    const changes = detectChanges(pricingPage(page("$12", "$0.08")), pricingPage(page("$15", "$0.06")));
    expect(changes.map((c) => c.description)).toEqual([
      "Pricing page (Every plan can add usage on top.): “Team: $12 / user / month” → “Team: $15 / user / month”",
      "Extra bandwidth: $0.08 per GB → $0.06 per GB",
    ]);
  });

  it("reads an amount written with its code after it as money, not as a count of the code ('0.05 USD / hr')", () => {
    // the same rates with their currency written as a code, and one rate changed: only that rate
    const coded = (cpu: string) => RATES(`${cpu} USD`, "0.20 USD", "\nPrices exclude VAT; see the billing page for the terms that apply from August 1, 2023.");
    const changes = detectChanges(pricingPage(coded("0.04")), pricingPage(coded("0.05")));
    expect(changes.map((c) => c.description)).toEqual(["Small worker: 0.04 USD/hr per core → 0.05 USD/hr per core"]);
    expect(detectChanges(pricingPage(RATES("$0.04", "$0.20")), pricingPage(RATES("0.04 USD", "0.20 USD")))).toEqual([]);
  });
});
