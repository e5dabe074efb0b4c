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

  it("on a page of one section per integration reads the headings, not the list each section repeats", () => {
    const unit = (name: string) => `<h2>${name}</h2><p>Keep ${name} and your inbox in step.</p><ul><li>Two-way sync</li><li>Set up in minutes</li></ul>`;
    const html = doc(`<h1>Connect Acme to your stack</h1>${["Trello", "Asana", "GitHub"].map(unit).join("")}`);
    expect(extractIntegrations(html).map((i) => i.name)).toEqual(["Asana", "GitHub", "Trello"]);
  });

  it("a category heading over its own list of names stays a category", () => {
    const html = doc(`<h1>Integrations</h1><h2>Chat</h2><ul><li>Slack</li><li>Discord</li></ul><h2>Storage</h2><ul><li>Dropbox</li><li>Box</li></ul><h2>Code</h2><ul><li>GitHub</li><li>GitLab</li></ul>`);
    expect(extractIntegrations(html).map((i) => [i.name, i.category])).toContainEqual(["Dropbox", "Storage"]);
    expect(extractIntegrations(html).map((i) => i.name)).not.toContain("Storage");
    const grids = doc(["Chat", "Storage", "Code"].map((c, k) => `<h3>${c}</h3><div class="grid"><div><img alt="Tool ${k}a"></div><div><img alt="Tool ${k}b"></div></div>`).join(""));
    expect(extractIntegrations(grids).map((i) => i.name)).not.toContain("Storage");
  });
});
