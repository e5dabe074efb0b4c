import { describe, expect, it } from "vitest";
import { pricingPage } from "./fixtures";
import { detectChanges } from "./index";
import { baseImportance } from "@/lib/changes/score";

// A pricing page with two priced plan cards and, apart from them, a section listing what the product runs on.
const PAGE = (machines: string[], pro: string[] = ["- 10 projects", "- Email support"], notes = "Questions? Write to us any time.") =>
  [
    "# Pricing",
    "",
    "## Starter",
    "",
    "$9 per month",
    "",
    "- 3 projects",
    "- Community forum",
    "",
    "## Pro",
    "",
    "$29 per month",
    "",
    ...pro,
    "",
    "## Build machines",
    "",
    "Every build runs on one of these machines.",
    "",
    ...machines,
    "",
    "## Notes",
    "",
    notes,
  ].join("\n");

const MACHINES = ["- Linux machines with 4 vCPUs and 16 GB of memory", "- Windows machines with 8 vCPUs and 32 GB of memory"];

const only = (before: string, after: string) => {
  const found = detectChanges(pricingPage(before), pricingPage(after));
  expect(found).toHaveLength(1);
  return found[0];
};

describe("a capability the pricing page offers outside its plans' terms is a feature", () => {
  it("a machine added to a list that sits under no plan card and names no plan, price or term: feature, medium", () => {
    const c = only(PAGE(MACHINES), PAGE([...MACHINES, "- macOS machines with 12 cores and 24 GB of memory"]));
    expect(c.type).toBe("feature");
    expect(baseImportance(c).level).toBe("medium");
  });

  it("a machine taken off that list is a feature too", () => {
    const c = only(PAGE(MACHINES), PAGE(MACHINES.slice(0, 1)));
    expect(c.type).toBe("feature");
    expect(baseImportance(c).level).toBe("medium");
  });

  it("a machine renamed with its quantities kept (a name's digit is no quantity: G1 → G2) is a feature", () => {
    const renamed = [MACHINES[0], "- Windows machines on G2 hosts with 8 vCPUs and 32 GB of memory"];
    const c = only(PAGE([MACHINES[0], "- Windows machines on G1 hosts with 8 vCPUs and 32 GB of memory"]), PAGE(renamed));
    expect(c.type).toBe("feature");
  });

  it("a machine added under a heading that speaks of prices, the line itself stating none, is a feature", () => {
    const page = (machines: string[]) => PAGE([]).replace("## Notes", ["## Machine pricing", "", ...machines, "", "## Notes"].join("\n"));
    const c = only(page(MACHINES), page([...MACHINES, "- macOS machines with 12 cores and 24 GB of memory"]));
    expect(c.type).toBe("feature");
  });
});

describe("what is tied to a plan stays a plan term", () => {
  it("a line added to a plan card's list is a plan inclusion: pricing", () => {
    const c = only(PAGE(MACHINES), PAGE(MACHINES, ["- 10 projects", "- Email support", "- Audit log export"]));
    expect(c.type).toBe("pricing");
  });

  it("a line that names one of the page's plans is a plan term, wherever it sits", () => {
    const c = only(PAGE(MACHINES), PAGE([...MACHINES, "- macOS machines for Pro accounts"]));
    expect(c.type).toBe("pricing");
  });

  it("a line that states a limit, a length of time or a billing word is a term, not a capability", () => {
    for (const line of ["- Up to 3 concurrent macOS machines", "- macOS machines with 500 minutes each month", "- macOS machines free for open source"]) {
      const c = only(PAGE(MACHINES), PAGE([...MACHINES, line]));
      expect(c.type, line).toBe("pricing");
    }
  });

  it("a figure of a listed machine changed in place is a limit moved, not a capability added", () => {
    const edited = [MACHINES[0], "- Windows machines with 8 vCPUs and 64 GB of memory"];
    const c = only(PAGE(MACHINES), PAGE(edited));
    expect(c.type).toBe("pricing");
  });

  it("a line under a lead-in that states a billing term is a term: the lead-in is read with its lines", () => {
    const page = (machines: string[]) => PAGE(MACHINES).replace("## Notes", ["## Extensions", "", "You are not charged separately for:", "", ...machines, "", "## Notes"].join("\n"));
    const c = only(page(["- Outbound traffic to the object store", "- Log shipping"]), page(["- Log shipping"]));
    expect(c.type).toBe("pricing");
  });

  it("a table row of bare figures names no capability: it stays what it was", () => {
    const table = (rows: string[]) => ["| Days | Hours | Left |", "| --- | --- | --- |", ...rows].join("\n");
    const page = (rows: string[]) => PAGE(MACHINES).replace("## Notes", ["## How hours are counted", "", table(rows), "", "## Notes"].join("\n"));
    const c = only(page(["| 1 | 24 | 476 |", "| ~5 | 125 | 0 |"]), page(["| 1 | 24 | 476 |"]));
    expect(c.type).not.toBe("feature");
  });
});
