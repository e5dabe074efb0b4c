import { describe, expect, it } from "vitest";
import { readSiteFile } from "../../../tests/fixtures/fixture-sites";
import { extractFeatures } from "./features";

const doc = (body: string) => `<!DOCTYPE html><html><head><title>Acme</title></head><body><main>${body}</main></body></html>`;

describe("extractFeatures", () => {
  it("reads cards (h3 + description) with the h2 above as category", () => {
    const features = extractFeatures(readSiteFile("flowdesk", "features.html")!);
    expect(features[0]).toEqual({ category: "Plan & track", name: "Kanban boards", description: "Drag work across customizable columns and spot bottlenecks." });
    expect(features.filter((f) => f.category === "Report").map((f) => f.name)).toEqual(["Dashboards", "Time tracking", "Workload view"]);
  });

  it("reads '**Name** – description' bullet lists (German site)", () => {
    const features = extractFeatures(readSiteFile("datenwerk", "features.html")!);
    expect(features.slice(0, 2)).toEqual([
      { category: "Datenintegration", name: "ETL-Pipelines", description: "Daten aus allen Quellen extrahieren, umwandeln und laden." },
      { category: "Datenintegration", name: "Automatische Bereinigung", description: "Dubletten und Tippfehler werden erkannt und korrigiert." },
    ]);
  });

  it("reads definition lists and plain bullet lists", () => {
    const dl = extractFeatures(readSiteFile("sendwave", "features.html")!);
    expect(dl[0]).toEqual({ category: "Create", name: "Drag-and-drop editor", description: "Build responsive emails from blocks." });
    const plain = extractFeatures(readSiteFile("quillnote", "features.html")!);
    expect(plain.slice(0, 2)).toEqual([
      { category: "Writing", name: "Markdown editing with live preview" },
      { category: "Writing", name: "Focus mode" },
    ]);
  });

  it("on the home page takes feature sections only (not pricing, testimonials, integrations, FAQ or CTAs)", () => {
    const html = doc(`<h1>Acme</h1>
      <section><h2>Why teams pick Acme</h2><div><div><h3>Fast search</h3><p>Find anything.</p></div><div><h3>Audit trail</h3><p>Know who did what.</p></div></div></section>
      <section><h2>Pricing</h2><div><div><h3>Pro</h3><p>$10/mo</p></div><div><h3>Team</h3><p>$20/mo</p></div></div></section>
      <section><h2>Frequently asked questions</h2><h3>Is there a trial?</h3><p>Yes.</p></section>
      <section><h2>Integrations</h2><div><h3>Slack</h3><p>Post updates.</p></div></section>
      <section><h2>Ready to get started?</h2><h3>Start today</h3><p>No card needed.</p></section>`);
    expect(extractFeatures(html, "home").map((f) => f.name)).toEqual(["Fast search", "Audit trail"]);
  });
});
