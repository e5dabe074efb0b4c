import { describe, expect, it } from "vitest";
import { itemKey } from "@/lib/norm-text";
import { diffSets } from "./text-compare";
import { listUnits } from "./list-units";

const units = (before: string[], after: string[]) => listUnits(diffSets(before, after), before, after, itemKey);

describe("a plan's list cut into the facts that changed", () => {
  it("a line rewritten in place is one fact with a new value, whatever its words", () => {
    expect(units(["5 projects", "Email support", "Weekly reports"], ["5 projects", "Phone and chat help", "Weekly reports"])).toEqual([
      { removed: ["Email support"], added: ["Phone and chat help"] },
    ]);
  });

  it("a line taken out in one place and another put in elsewhere are two facts", () => {
    expect(units(["5 projects", "Email support", "Weekly reports"], ["5 projects", "Weekly reports", "Audit trail"])).toEqual([
      { removed: [], added: ["Audit trail"] },
      { removed: ["Email support"], added: [] },
    ]);
  });

  it("two lines put in are two facts", () => {
    expect(units(["5 projects"], ["5 projects", "Audit trail", "Single sign-on"])).toEqual([
      { removed: [], added: ["Audit trail"] },
      { removed: [], added: ["Single sign-on"] },
    ]);
  });

  it("a line cut in two at its place stays one rewrite", () => {
    expect(units(["20 projects and 5 seats", "Email support"], ["20 projects", "8 seats", "Email support"])).toEqual([
      { removed: ["20 projects and 5 seats"], added: ["20 projects", "8 seats"] },
    ]);
  });

  it("a line moved with a new figure is paired by its words", () => {
    expect(units(["5 projects", "Email support", "Weekly reports"], ["Email support", "Weekly reports", "10 projects"])).toEqual([
      { removed: ["5 projects"], added: ["10 projects"] },
    ]);
  });
});
