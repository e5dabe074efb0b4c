import { describe, expect, it } from "vitest";
import { figureNote, unsupportedFigures } from "./number-check";

const data = [JSON.stringify({ plans: [{ name: "Team", price: 29, currency: "USD", period: "month", unit: "seat" }, { name: "Business", price: 49, currency: "USD", period: "month" }], annual: 290 })];

describe("figures a model states, against its tools' data", () => {
  it("accepts amounts in the data and those computed as the chat computes", () => {
    const answer = "Team is $29 per seat; 5 seats cost $145 a month ($1,740 a year). Business is $49, 69% dearer than Team. Annual billing is $290.";
    expect(unsupportedFigures(answer, { data, question: "What do 5 seats of Team cost?" })).toEqual([]);
  });

  it("flags amounts, percentages and precise numbers found nowhere, once each, as written", () => {
    const answer = "Team costs $35/mo, 40% less than last year; Business is €49. In 2026 they raised prices twice. $35 again.";
    expect(unsupportedFigures(answer, { data, question: "Team price?" })).toEqual(["$35", "40%"]);
  });

  it("does not take the digits of ids, timestamps or addresses for figures", () => {
    const noisy = [JSON.stringify({ id: "0b7c1f59-35aa-4e59-9f35-1a2b3c4d5e59", detectedAt: "2026-11-25T21:59:35.059Z", url: "https://x.example/p/59", price: 29 })];
    expect(unsupportedFigures("Team is $29; Lite is $59 and Pro $35.", { data: noisy, question: "Prices?" })).toEqual(["$59", "$35"]);
  });

  it("says which figures to check", () => {
    expect(figureNote(["$35"])).toBe("> **Check this figure:** $35 does not appear in your competitors' data, nor follow from it.");
    expect(figureNote(["$35", "40%", "1,200"])).toContain("$35, 40% and 1,200 do not appear");
  });
});
