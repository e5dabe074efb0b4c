import { describe, expect, it } from "vitest";
import { canonicalPeriods, detectPeriod, detectUnit, headerPeriod, recurringUnit, statedPeriod, usageResource } from "./period";
import { periodPhrases, timeNoun } from "./period-words";

describe("period words from CLDR", () => {
  it.each([
    ["€ 5 per maand", "month"],
    ["8 € /mois", "month"],
    ["10 € par an", "year"],
    ["49 € al mes", "month"],
    ["10 zł na miesiąc", "month"],
    ["29 € all'anno", "year"],
    ["100 ₽ в месяц", "month"],
    ["R$ 29/mês", "month"],
    ["$29/mo", "month"],
    ["$99/yr", "year"],
    ["月額5,000円", "month"],
    ["$9/quarter", "quarter"],
    ["€ 40 per uur", "hour"],
  ])("%s → %s", (text, unit) => {
    expect(periodPhrases(text)[0]?.unit).toBe(unit);
  });

  it("reads a unit's own counted forms from CLDR after a slash (Arabic 'شهر', Hindi 'महीना')", () => {
    expect(detectPeriod("49 ر.س / شهر")).toBe("month");
    expect(detectPeriod("49 ر.س / سنة")).toBe("year");
    expect(detectPeriod("₹299 / महीना")).toBe("month");
    expect(detectPeriod("$5 / user")).toBeNull();
  });

  it("reads 'per month' that CLDR writes as one word, the connector glued to the noun", () => {
    expect(detectPeriod("₪49 לחודש")).toBe("month");
    expect(detectPeriod("₪490 לשנה")).toBe("year");
    expect(detectPeriod("990 дин. месечно")).toBe("month");
    expect(detectPeriod("19 € mēnesī")).toBe("month");
  });

  it("needs a connector or a slash before the noun", () => {
    expect(periodPhrases("1 month free trial")).toEqual([]);
    expect(periodPhrases("an hour of onboarding")).toEqual([]);
    expect(timeNoun("Monat")).toBe("month");
  });

  it("needs the connector right before its noun: 'a 14-day trial' is a length, not 'a day'", () => {
    expect(periodPhrases("starts with a 14-day free trial")).toEqual([]);
    expect(periodPhrases("$5 a day")).toEqual([{ unit: "day", index: 3 }]);
  });
});

describe("detectPeriod", () => {
  it.each([
    ["$12 /mo", "month"],
    ["29 € pro Nutzer / Monat", "month"],
    ["€ 5 per maand", "month"],
    ["$120 billed annually", "year"],
    ["$10/mo, billed annually", "month"],
    ["$199 lifetime", "one-time"],
    ["1300 Rs /quarter", null],
    ["$12", null],
  ])("%s → %s", (text, period) => {
    expect(detectPeriod(text)).toBe(period);
  });

  it("says when another time unit is stated, so that no default fills it", () => {
    expect(statedPeriod("1300 Rs /quarter")).toBe("other");
    expect(statedPeriod("$12")).toBeNull();
  });

  it("reads the price's own text before the lines around it", () => {
    const context = "$9 /year Lifetime access to updates";
    expect(statedPeriod(context, { start: 0, end: 8 })).toBe("year");
    expect(statedPeriod(context)).toBe("one-time");
  });
});

describe("detectUnit with word boundaries", () => {
  it("reads per-unit words as whole words", () => {
    expect(detectUnit("$20 /user/month")).toBe("user");
    expect(detectUnit("Unlimited projects")).toBeNull();
    expect(detectUnit("$49, reproject maps")).toBeNull();
  });
});

describe("usage rates", () => {
  it("prices a resource after a slash, never a period the phrase states, in any script", () => {
    expect(usageResource(" / GB")).toBe("GB");
    expect(usageResource(" per 1,000 emails")).toBe("1,000 emails");
    expect(usageResource("/월")).toBeNull();
    // a word with combining marks is read whole ("เดือน", month), not cut at its first mark
    expect(usageResource("/เดือน")).toBeNull();
    expect(usageResource(" / mo")).toBeNull();
    expect(usageResource(" / user")).toBeNull();
  });
});

describe("recurring prices per counted thing", () => {
  it("reads 'per <word> / <period>' as a unit, a data unit, an abbreviation or a quantity as a usage rate", () => {
    expect(recurringUnit(" per användare/mån")).toBe("användare");
    expect(recurringUnit(" per gebruiker per maand")).toBe("gebruiker");
    expect(recurringUnit(" per gigabyte per month")).toBeNull();
    expect(recurringUnit(" / GB / Monat")).toBeNull();
    expect(recurringUnit(" per 1,000 emails / month")).toBeNull();
    expect(recurringUnit(" per användare")).toBeNull();
  });

  it("reads the noun a preposition or a postposition other than 'per' attaches (Polish 'za', Turkish 'başına')", () => {
    expect(recurringUnit(" za stanowisko / mies.")).toBe("stanowisko");
    expect(recurringUnit(" hesap başına / yıl")).toBe("hesap");
    expect(recurringUnit(" za miesiąc")).toBeNull();
    expect(recurringUnit(" za stanowisko")).toBeNull();
    expect(recurringUnit(" GB başına / ay")).toBeNull();
  });

  it("reads a noun with 'per' glued on as CLDR glues it to 'month' (Korean '월당' → '사용자당')", () => {
    expect(recurringUnit(" 사용자당 / 월")).toBe("사용자");
    expect(recurringUnit(" 사용자당")).toBeNull();
    expect(recurringUnit(" extras / month")).toBeNull();
  });

  it("reads a noun with 'per' glued before it, as CLDR glues it to 'kilometer' (Chinese '每公里', Thai 'ต่อกิโลเมตร')", () => {
    expect(recurringUnit(" 每用户每月")).toBe("用户");
    expect(recurringUnit(" 每用户/月")).toBe("用户");
    expect(recurringUnit(" ต่อผู้ใช้ต่อเดือน")).toBe("ผู้ใช้");
    expect(recurringUnit(" ต่อผู้ใช้ / เดือน")).toBe("ผู้ใช้");
    // a period alone, or a noun with no period after it, is no unit
    expect(recurringUnit(" 每月")).toBeNull();
    expect(recurringUnit(" ต่อเดือน")).toBeNull();
    expect(recurringUnit(" 每用户")).toBeNull();
  });
});

describe("monthly and yearly as adjectives or adverbs in the page's language", () => {
  it.each([
    ["10 € mtl.", "month"],
    ["19 € monatlich", "month"],
    ["12 € HT mensuel", "month"],
    ["R$ 49 mensais", "month"],
    ["$20 mensual", "month"],
    ["15 € mensili", "month"],
    ["€ 9 maandelijks", "month"],
    ["49 zł miesięcznie", "month"],
    ["120 € jährlich", "year"],
    ["R$ 490 anual", "year"],
    ["99 € annuel", "year"],
    ["€ 90 jaarlijks", "year"],
    ["49 ر.س شهريًا", "month"],
    ["₹2,999 वार्षिक", "year"],
    ["₩99,000 연간", "year"],
  ])("%s → %s", (text, period) => {
    expect(detectPeriod(text)).toBe(period);
  });

  it("needs the whole word", () => {
    expect(detectPeriod("Mensa card included")).toBeNull();
    expect(detectPeriod("annualized reports")).toBeNull();
  });
});

describe("cycles that are neither month nor year", () => {
  it.each([["$50 / Semiannual"], ["$50 semi-annually"], ["$30 quarterly"], ["€ 30 halbjährlich"], ["$5 weekly"], ["R$ 90 semestral"]])("%s is stated, as another cycle", (text) => {
    expect(statedPeriod(text)).toBe("other");
    expect(detectPeriod(text)).toBeNull();
  });

  it("leaves 'annual' and 'monthly' alone", () => {
    expect(detectPeriod("$99 annual")).toBe("year");
    expect(detectPeriod("$9 monthly")).toBe("month");
  });
});

describe("period hits remembered per text", () => {
  it("answers the same when a context is read again, with or without the price's own span", () => {
    const context = "$9 / quarter, lifetime access";
    const first = [statedPeriod(context), statedPeriod(context, { start: 0, end: 12 }), statedPeriod(context, { start: 14, end: 29 })];
    const again = [statedPeriod(context), statedPeriod(context, { start: 0, end: 12 }), statedPeriod(context, { start: 14, end: 29 })];
    expect(again).toEqual(first);
    expect(first[1]).toBe("other");
    expect(first[2]).toBe("one-time");
  });
});

describe("a period in a table's header cell", () => {
  it.each([
    ["월 요금", "month"],
    ["년 단위 요금", "year"],
    ["Price per month", "month"],
    ["Month", "month"],
    ["Preis 12 Monate", null],
    ["요금", null],
    ["Price", null],
  ])("%s → %s", (header, period) => {
    expect(headerPeriod(header)).toBe(period);
  });

  it("reads one Hangul syllable as a noun, one Latin letter not", () => {
    expect(timeNoun("월")).toBe("month");
    expect(timeNoun("m")).toBeNull();
  });
});

describe("canonicalPeriods", () => {
  const key = (s: string) => canonicalPeriods(s).replace(/\s+/g, " ").trim();

  it("writes every wording of one period alike, in any language CLDR spells", () => {
    const month = ["$20/mo", "$20 / month", "$20 per month", "$20 monthly", "$20 a month", "$20/mo."];
    expect(new Set(month.map(key))).toEqual(new Set(["$20 /month"]));
    expect(new Set(["$20/yr", "$20 per year", "$20 annually", "$20 per annum"].map(key))).toEqual(new Set(["$20 /year"]));
    expect(key("20 € par mois")).toBe(key("20 € / Monat"));
    expect(key("$0.50 per hour")).toBe(key("$0.50/hr"));
  });

  it("keeps what is no period phrase: a count of months, other words, the amounts", () => {
    expect(key("12 months free")).toBe("12 months free");
    expect(key("$20/mo")).not.toBe(key("$20/yr"));
    expect(key("$20/mo")).not.toBe(key("$25/mo"));
    expect(key("CPU/RAM preset")).toBe("cpu/ram preset");
  });
});
