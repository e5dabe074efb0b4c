import { describe, expect, it } from "vitest";
import { readSiteFile } from "../../../tests/fixtures/fixture-sites";
import { extractCapabilities } from "./capabilities";

describe("extractCapabilities", () => {
  it("takes hero and feature headings as short value statements", () => {
    const caps = extractCapabilities(readSiteFile("flowdesk", "home.html"), readSiteFile("flowdesk", "features.html"));
    expect(caps[0]).toBe("Plan, track and ship work as one team");
    expect(caps).toContain("Everything your team needs to move fast");
    expect(caps.some((c) => /trusted by|ready to|works with/i.test(c))).toBe(false);
    expect(caps.length).toBeLessThanOrEqual(8);
  });
});
