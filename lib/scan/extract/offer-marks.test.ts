import { describe, expect, it } from "vitest";
import { hasCalendarDate } from "./offer-marks";

describe("hasCalendarDate", () => {
  it("reads dates written in figures, day or month first, and ISO dates", () => {
    for (const t of ["Fri 14.03.2027 20:00", "14. 3. 2027", "3/14/2027", "from 2027-03-14"]) expect(hasCalendarDate(t), t).toBe(true);
  });
  it("reads dates with a month named in the page's language", () => {
    expect(hasCalendarDate("Cumartesi 14 Mart 2027, 20:00", "tr")).toBe(true);
    expect(hasCalendarDate("od 14. března 2027", "cs")).toBe(true);
    expect(hasCalendarDate("Opens March 14, 2027", "en")).toBe(true);
    expect(hasCalendarDate("Opens March 14, 2027")).toBe(false);
    expect(hasCalendarDate("Pay once in March, keep it for 2 years", "en")).toBe(false);
  });
  it("does not take prices, versions, counts or impossible dates for dates", () => {
    for (const t of ["$1,299.00 one-time", "Version 2.4.1", "40.50.2027", "10/100/1000 users", "2027-13-40", "Since 2019"]) expect(hasCalendarDate(t), t).toBe(false);
  });
});
