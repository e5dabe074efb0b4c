import { describe, expect, it } from "vitest";
import {
  annualPriceText,
  atPlanLimit,
  cleanFeatureText,
  competitorsCsv,
  confidencePercent,
  contentChars,
  contentSizeText,
  pagesHint,
  editError,
  filterCompetitors,
  formatPlanPrice,
  frequencyText,
  groupFeatures,
  isFiltered,
  lastCheckedText,
  screenshotUrl,
  slotPercent,
  slotText,
  splitBaseline,
  statusLabel,
  summaryText,
  visiblePlans,
  yesNo,
  type CsvCompetitor,
} from "./display-rules";
import { llmText, LLM_SECTIONS } from "./llm-text";

const NOW = Date.parse("2025-06-01T12:00:00Z");
const ago = (ms: number) => new Date(NOW - ms).toISOString();

function entry(over: Partial<CsvCompetitor> = {}): CsvCompetitor {
  return {
    name: "Acme",
    url: "https://acme.com",
    type: "competitor",
    status: "active",
    metadata: { domain: "acme.com" },
    checkFrequency: "1d",
    lastChecked: null,
    changesCount: 0,
    createdAt: "2025-05-01T00:00:00.000Z",
    ...over,
  };
}

describe("status labels", () => {
  it.each([
    ["active", "Active"],
    ["paused", "Paused"],
    ["error", "Error"],
    ["blocked", "Blocked"],
    ["pending", "Setting up"],
    ["analyzing", "Setting up"],
    ["inactive", "Inactive"],
    ["something-else", "Inactive"],
  ])("%s → %s", (status, label) => expect(statusLabel(status)).toBe(label));
});

describe("last-checked text", () => {
  it("says Never without a date or with a broken one", () => {
    expect(lastCheckedText(null, NOW)).toBe("Never");
    expect(lastCheckedText(undefined, NOW)).toBe("Never");
    expect(lastCheckedText("not a date", NOW)).toBe("Never");
  });
  it("says Just now under a minute, also for clocks slightly ahead", () => {
    expect(lastCheckedText(ago(0), NOW)).toBe("Just now");
    expect(lastCheckedText(ago(59_000), NOW)).toBe("Just now");
    expect(lastCheckedText(ago(-30_000), NOW)).toBe("Just now");
  });
  it("counts minutes, hours and days", () => {
    expect(lastCheckedText(ago(60_000), NOW)).toBe("1m ago");
    expect(lastCheckedText(ago(59 * 60_000), NOW)).toBe("59m ago");
    expect(lastCheckedText(ago(60 * 60_000), NOW)).toBe("1h ago");
    expect(lastCheckedText(ago(23 * 3_600_000 + 59 * 60_000), NOW)).toBe("23h ago");
    expect(lastCheckedText(ago(24 * 3_600_000), NOW)).toBe("1d ago");
    expect(lastCheckedText(ago(10 * 24 * 3_600_000), NOW)).toBe("10d ago");
  });
});

describe("check frequency labels", () => {
  it("uses hour, 6 hours, 12 hours, day and week", () => {
    expect(["1h", "6h", "12h", "1d", "7d"].map((f) => frequencyText(f as "1h"))).toEqual(["Every hour", "Every 6 hours", "Every 12 hours", "Every day", "Every week"]);
  });
});

describe("filtering and the summary line", () => {
  const list = [
    entry({ name: "My Product", type: "baseline", metadata: { domain: "mine.io" }, url: "https://mine.io" }),
    entry({ name: "Acme", status: "active" }),
    entry({ name: "Globex", status: "paused", metadata: { domain: "globex.com" }, url: "https://globex.com" }),
    entry({ name: "Initech", status: "error", metadata: { domain: "initech.net" }, url: "https://initech.net" }),
  ];

  it("matches the name, the domain or the url, case-insensitively and trimmed", () => {
    expect(filterCompetitors(list, "  GLOB ", "all").map((c) => c.name)).toEqual(["Globex"]);
    expect(filterCompetitors(list, "initech.net", "all").map((c) => c.name)).toEqual(["Initech"]);
    expect(filterCompetitors(list, "", "all")).toHaveLength(4);
  });

  it("filters by status", () => {
    expect(filterCompetitors(list, "", "paused").map((c) => c.name)).toEqual(["Globex"]);
    expect(filterCompetitors(list, "", "error").map((c) => c.name)).toEqual(["Initech"]);
    expect(filterCompetitors(list, "", "active").map((c) => c.name)).toEqual(["My Product", "Acme"]);
    expect(filterCompetitors(list, "acme", "paused")).toEqual([]);
  });

  it("puts the baseline apart", () => {
    const { baseline, others } = splitBaseline(list);
    expect(baseline?.name).toBe("My Product");
    expect(others.map((c) => c.name)).toEqual(["Acme", "Globex", "Initech"]);
    expect(splitBaseline(others).baseline).toBeNull();
  });

  it("knows when a filter is active and says what is shown", () => {
    expect(isFiltered("", "all")).toBe(false);
    expect(isFiltered("  ", "all")).toBe(false);
    expect(isFiltered("a", "all")).toBe(true);
    expect(isFiltered("", "paused")).toBe(true);
    expect(summaryText(1, 4, "glob", "all")).toBe('Showing 1 of 4 competitors matching "glob"');
    expect(summaryText(2, 4, "", "active")).toBe("Showing 2 of 4 competitors with status Active");
    expect(summaryText(0, 4, " x ", "error")).toBe('Showing 0 of 4 competitors matching "x" with status Error');
  });
});

describe("slots and the plan limit", () => {
  it("shows used / limit and a bounded percentage", () => {
    expect(slotText(3, 10)).toBe("3 / 10");
    expect(slotText(3, -1)).toBe("3 / Unlimited");
    expect(slotPercent(3, 10)).toBe(30);
    expect(slotPercent(12, 10)).toBe(100);
    expect(slotPercent(1, -1)).toBe(0);
  });
  it("blocks at the limit except on enterprise or unlimited", () => {
    expect(atPlanLimit("free", 1, 1)).toBe(true);
    expect(atPlanLimit("free", 0, 1)).toBe(false);
    expect(atPlanLimit("pro", 10, 10)).toBe(true);
    expect(atPlanLimit("enterprise", 50, 10)).toBe(false);
    expect(atPlanLimit("enterprise", 50, -1)).toBe(false);
  });
});

describe("CSV export", () => {
  it("writes a header and one quoted row per competitor", () => {
    const csv = competitorsCsv([entry({ name: 'Acme, "the" Co', lastChecked: "2025-05-30T10:00:00.000Z", changesCount: 4 })]);
    const [header, row, end] = csv.split("\r\n");
    expect(header).toBe("Name,Type,Domain,URL,Status,Check Frequency,Last Checked,Changes,Added");
    expect(row).toBe('"Acme, ""the"" Co",Competitor,acme.com,https://acme.com,Active,Every day,2025-05-30T10:00:00.000Z,4,2025-05-01T00:00:00.000Z');
    expect(end).toBe("");
  });
  it("neutralises spreadsheet formulas and labels the baseline", () => {
    const row = competitorsCsv([entry({ name: "=HYPERLINK(1)", type: "baseline", status: "pending" })]).split("\r\n")[1];
    expect(row.startsWith("'=HYPERLINK(1),Baseline,")).toBe(true);
    expect(row).toContain("Setting up");
    expect(row).toContain(",Never,");
  });
});

describe("edit rules", () => {
  it("needs a name and an http(s) url", () => {
    expect(editError("", "https://a.com")).toBe("Please fill in all required fields");
    expect(editError("A", "  ")).toBe("Please fill in all required fields");
    expect(editError("A", "acme.com")).toBe("URL must start with http:// or https://");
    expect(editError("A", "ftp://acme.com")).toBe("URL must start with http:// or https://");
    expect(editError("A", "http://acme.com")).toBeNull();
    expect(editError("A", "HTTPS://acme.com")).toBeNull();
  });
});

describe("pricing plans", () => {
  it("hides plans whose name contains a dot", () => {
    const plans = [{ name: "Starter" }, { name: "Billed annually. Cancel anytime" }, { name: "v2.0" }, { name: "" }, { name: "Pro" }];
    expect(visiblePlans(plans).map((p) => p.name)).toEqual(["Starter", "Pro"]);
    expect(visiblePlans(undefined)).toEqual([]);
  });

  it("formats the price with the currency symbol, unit and period, or Custom", () => {
    expect(formatPlanPrice({ price: 29, currency: "USD", period: "month", unit: "user" })).toBe("$29/user/mo");
    expect(formatPlanPrice({ price: 19.5, currency: "EUR", period: "month", unit: null })).toBe("€19.50/mo");
    expect(formatPlanPrice({ price: 1200, currency: "GBP", period: "year", unit: null })).toBe("£1,200/yr");
    expect(formatPlanPrice({ price: 0, currency: "USD", period: "month", unit: null })).toBe("$0/mo");
    expect(formatPlanPrice({ price: 49, currency: "SEK", period: null, unit: null })).toBe("49 SEK");
    expect(formatPlanPrice({ price: 99, currency: null, period: "one-time", unit: null })).toBe("$99 one-time");
    expect(formatPlanPrice({ price: null, currency: null, period: null, unit: null })).toBe("Custom");
  });

  it("mentions a different annual price", () => {
    expect(annualPriceText({ price: 29, annualPrice: 24, currency: "USD", unit: "seat" })).toBe("or $24/seat/mo billed annually");
    expect(annualPriceText({ price: 29, annualPrice: 29, currency: "USD", unit: null })).toBeNull();
    expect(annualPriceText({ price: 29, annualPrice: null, currency: "USD", unit: null })).toBeNull();
  });
});

describe("features", () => {
  it("strips asterisks, backslashes, brackets and parenthesised text", () => {
    expect(cleanFeatureText("**Unlimited** projects")).toBe("Unlimited projects");
    expect(cleanFeatureText("SSO \\(SAML\\) support")).toBe("SSO support");
    expect(cleanFeatureText("[Custom domains](https://x.com/domains)")).toBe("Custom domains");
    expect(cleanFeatureText("API access (beta) , webhooks")).toBe("API access, webhooks");
    expect(cleanFeatureText("  Audit   logs  ")).toBe("Audit logs");
  });

  it("groups by category, hides short ones, removes duplicates and keeps 5 per category", () => {
    const groups = groupFeatures([
      { category: "Security", name: "SSO" },
      { category: "Security", name: "**Audit logs**" },
      { category: "Security", name: "Audit logs" },
      { category: "Security", name: "2FA (TOTP)" },
      ...["One feature", "Two feature", "Three feature", "Four feature", "Five feature", "Six feature"].map((name) => ({ category: "Core", name })),
      "Plain string feature",
      { category: "", name: "No category given" },
    ]);
    expect(groups).toEqual([
      { category: "Security", items: ["Audit logs"], more: 0 },
      { category: "Core", items: ["One feature", "Two feature", "Three feature", "Four feature", "Five feature"], more: 1 },
      { category: "General", items: ["Plain string feature", "No category given"], more: 0 },
    ]);
  });

  it("returns nothing for no features", () => {
    expect(groupFeatures(undefined)).toEqual([]);
    expect(groupFeatures([{ category: "X", name: "***" }])).toEqual([]);
  });
});

describe("scan information", () => {
  it("shows confidence as a whole percent", () => {
    expect(confidencePercent(0.874)).toBe("87%");
    expect(confidencePercent(1)).toBe("100%");
    expect(confidencePercent(0)).toBe("0%");
    expect(confidencePercent(null)).toBe("—");
  });
  it("shows content size in characters and pricing as yes/no", () => {
    expect(contentSizeText(12345)).toBe("12,345 characters");
    expect(contentSizeText(undefined)).toBe("0 characters");
    expect(yesNo(true)).toBe("Yes");
    expect(yesNo(undefined)).toBe("No");
  });
  it("serves only well-formed screenshot names through the API", () => {
    const id = "0b6f7e0e-7a53-4f64-9d0e-1a2b3c4d5e6f";
    expect(screenshotUrl(id, `screenshots/${id}/home-1717.png`)).toBe(`/api/competitors/${id}/screenshots/home-1717.png`);
    expect(screenshotUrl(id, "screenshots/x/../../etc/passwd")).toBeNull();
    expect(screenshotUrl(id, "screenshots/x/Home.PNG")).toBeNull();
    expect(screenshotUrl(id, undefined)).toBeNull();
  });
});

describe("LLM view text", () => {
  it("has every section in order, with the full data", () => {
    const text = llmText(
      { name: "Acme", url: "https://acme.com" },
      {
        createdAt: "2025-06-01T00:00:00.000Z",
        confidence: 0.9,
        extractedData: {
          markdown: "# Acme\nWe build rockets.",
          pricingMarkdown: "",
          featuresMarkdown: "Fast",
          pricingPlans: [{ name: "Pro", price: 10, currency: "USD", period: "month", unit: null, addOns: [], features: ["a", "b", "c", "d"] }],
          features: [{ category: "Core", name: "Rockets", description: "Big ones" }, "Loose string"],
          aiExtractedData: { integrations: [{ name: "Slack", category: "Chat" }], keyCapabilities: ["Launches"] },
        },
      },
    );
    const positions = LLM_SECTIONS.map((s) => text.indexOf(`=== ${s} ===`));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toContain("We build rockets.");
    expect(text).toContain("=== PRICING PAGE ===\n(none)");
    expect(text).toContain("- Pro: $10/mo\n  * a\n  * b\n  * c\n  * d");
    expect(text).toContain("- [Core] Rockets: Big ones");
    expect(text).toContain("- Loose string");
    expect(text).toContain("- Slack (Chat)");
    expect(text).toContain("- Launches");
    expect(text).toContain("Confidence: 90%");
  });
  it("says when there is no snapshot", () => {
    expect(llmText({ name: "Acme", url: "https://acme.com" }, null)).toContain("hasn't been scanned yet");
  });
});

describe("Content Size", () => {
  it("is the scan's count of every page, and never less than the text the snapshot keeps of its pages", () => {
    const extractedData = { markdown: "a".repeat(40), pricingMarkdown: "b".repeat(300), featuresMarkdown: "c".repeat(500) };
    expect(contentChars({ metadata: { markdownLength: 2000 }, extractedData })).toBe(2000);
    // a snapshot from before the scan counted every page: its home page only
    expect(contentChars({ metadata: { markdownLength: 40 }, extractedData })).toBe(840);
    expect(contentChars({ metadata: null, extractedData: null })).toBe(0);
    expect(pagesHint(4)).toBe("across 4 pages");
    expect(pagesHint(1)).toBe("from 1 page");
    expect(pagesHint(0)).toBeUndefined();
  });
});
