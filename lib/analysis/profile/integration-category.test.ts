import { describe, expect, it } from "vitest";
import { sitePassages } from "./passages";
import { categorizeIntegration, categorizeIntegrations, namedIntegrations } from "./integration-category";
import { INTEGRATION_CATEGORIES, KNOWN_PRODUCTS } from "./taxonomy";

describe("integration taxonomy", () => {
  it("gives well-known products their category, whatever the page called them", () => {
    expect(categorizeIntegration("Slack")).toBe("Chat");
    expect(categorizeIntegration("Salesforce")).toBe("CRM");
    expect(categorizeIntegration("GitHub")).toBe("Source control");
    expect(categorizeIntegration("CircleCI")).toBe("CI/CD");
    expect(categorizeIntegration("Dropbox")).toBe("Storage");
    expect(categorizeIntegration("Mixpanel")).toBe("Analytics");
    expect(categorizeIntegration("Stripe")).toBe("Payments");
    expect(categorizeIntegration("Mailchimp")).toBe("E-mail");
    expect(categorizeIntegration("Google Calendar")).toBe("Calendar");
    expect(categorizeIntegration("Okta")).toBe("Identity");
    expect(categorizeIntegration("Jira")).toBe("Project management");
    expect(categorizeIntegration("AWS")).toBe("Cloud");
    // a longer known name wins over its first word, and a suffix does not hide the product
    expect(categorizeIntegration("Google Ads")).toBe("Marketing");
    expect(categorizeIntegration("Slack notifications")).toBe("Chat");
    expect(categorizeIntegration("Microsoft Teams")).toBe("Chat");
  });

  it("reads the category of an unknown product from its name, its page label or its line; else Other, never General", () => {
    expect(categorizeIntegration("Acme Pay")).toBe("Payments");
    expect(categorizeIntegration("Frobnicator", "Help desk")).toBe("Support");
    expect(categorizeIntegration("Zentro", "", "Booking platform sync (Zentro)")).toBe("Calendar");
    expect(categorizeIntegration("Quuxly")).toBe("Other");
    expect(categorizeIntegrations([{ name: "Slack", category: "General" }, { name: "Quuxly", category: "General" }])).toEqual([
      { name: "Slack", category: "Chat" },
      { name: "Quuxly", category: "Other" },
    ]);
  });

  it("every listed product's category is one of the taxonomy's", () => {
    for (const category of Object.keys(KNOWN_PRODUCTS)) expect(INTEGRATION_CATEGORIES).toContain(category);
  });

  it("finds known products named in plans and feature lists, not in payment or legal lines", () => {
    const md = [
      "### Business",
      "- Google Maps Integration",
      "- 5 SMS & WhatsApp credits",
      "- Booking platform sync (Square, Google)",
      "## FAQ",
      "We accept Visa, Mastercard and PayPal.",
      "Payments are processed by Stripe.",
      "Apple and the Apple logo are trademarks of Apple Inc.",
      "- Close the dialog later",
    ].join("\n");
    const found = namedIntegrations(sitePassages([{ kind: "pricing", markdown: md }]));
    expect(found).toEqual(
      expect.arrayContaining([
        { name: "Google Maps", category: "Maps", mentioned: true },
        { name: "WhatsApp", category: "Chat", mentioned: true },
        { name: "Square", category: "Payments", mentioned: true },
        { name: "Google", category: "Calendar", mentioned: true },
      ]),
    );
    expect(found.map((i) => i.name)).not.toEqual(expect.arrayContaining(["PayPal"]));
    expect(found.map((i) => i.name)).not.toContain("Stripe");
    expect(found.map((i) => i.name)).not.toContain("Close");
  });

  it("a strip of card logos shows how a buyer pays: the payment product beside it is not an integration", () => {
    const md = ["## Secure checkout", "Visa · Mastercard · Amex · Braintree", "- Booking sync with Square"].join("\n");
    const names = namedIntegrations(sitePassages([{ kind: "pricing", markdown: md }])).map((i) => i.name);
    expect(names).not.toContain("Braintree");
    expect(names).toContain("Square");
  });

  it("running prose names products in passing; only its lines about connecting list integrations", () => {
    const md = [
      "## Credits",
      "Credits are granted on review of several factors, such as your usage of the platform, your Bitbucket account and how long you have been a customer.",
      "Reports are pushed every night to the warehouse of your choice, with a native connector that syncs your Snowflake tables in minutes.",
      "- Jira",
    ].join("\n");
    const names = namedIntegrations(sitePassages([{ kind: "pricing", markdown: md }])).map((i) => i.name);
    expect(names).not.toContain("Bitbucket");
    expect(names).toEqual(expect.arrayContaining(["Snowflake", "Jira"]));
  });
});

