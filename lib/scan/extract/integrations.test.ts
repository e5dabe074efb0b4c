import { describe, expect, it } from "vitest";
import { readSiteFile } from "../../../tests/fixtures/fixture-sites";
import { extractIntegrations } from "./integrations";

const doc = (body: string) => `<!DOCTYPE html><html><head><title>Acme</title></head><body><main>${body}</main></body></html>`;

describe("extractIntegrations", () => {
  it("reads cards with a title under category headings, sorted by category and name", () => {
    const list = extractIntegrations(readSiteFile("flowdesk", "integrations.html")!);
    expect(list.slice(0, 3)).toEqual([
      { name: "Microsoft Teams", category: "Communication" },
      { name: "Slack", category: "Communication" },
      { name: "Zoom", category: "Communication" },
    ]);
    expect(list).toHaveLength(11);
  });

  it("reads logo grids by alt text (dropping 'Logo'), data-category tiles and plain lists", () => {
    expect(extractIntegrations(readSiteFile("datenwerk", "integrations.html")!)).toContainEqual({ name: "Snowflake", category: "Datenbanken" });
    expect(extractIntegrations(readSiteFile("ledgerly", "integrations.html")!)).toContainEqual({ name: "Amazon Seller Central", category: "E-commerce" });
    expect(extractIntegrations(readSiteFile("pulsemetrics", "integrations.html")!)).toContainEqual({ name: "BigQuery", category: "Warehouses" });
  });

  it("on other pages reads integration sections only, never customer logo walls", () => {
    const html = doc(`<section><h2>Trusted by 500 companies</h2><div><img alt="Globex"><img alt="Initech"><img alt="Hooli"></div></section>
      <section><h2>Works with your tools</h2><div><img alt="Slack logo"><img alt="Notion"><img alt="Figma icon"></div></section>`);
    expect(extractIntegrations(html, "other").map((i) => i.name)).toEqual(["Figma", "Notion", "Slack"]);
  });

  it("gives the same list when the grid is reshuffled (noise version)", () => {
    for (const site of ["flowdesk", "ledgerly", "datenwerk", "sendwave"]) {
      expect(extractIntegrations(readSiteFile(site, "integrations.html", "noise")!)).toEqual(extractIntegrations(readSiteFile(site, "integrations.html")!));
    }
  });
});
