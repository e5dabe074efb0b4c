/**
 * Import-cycle and layering check (`npm run lint:cycles`, also part of `npm run lint` and of `npm test`
 * through tests/integration/import-cycles.test.ts). Type-only imports count for cycles: a cycle through
 * `import type` is still two modules that each need the other to be understood. lib/ must not import
 * components/ nor app/; the layer rules say which of scan, changes, monitor and pricing may import which.
 * @type {import("dependency-cruiser").IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules must not import each other, directly or through others: move the shared part into a module both import.",
      from: {},
      to: { circular: true },
    },
    // Layers of the monitoring round (ARCHITECTURE.md): lib/scan reads a site into a snapshot,
    // lib/changes compares two snapshots, lib/monitor runs a round and is the one place that uses both.
    {
      name: "scan-knows-no-changes",
      severity: "error",
      comment: "lib/scan means site → snapshot: it imports nothing from change detection or the monitoring round.",
      from: { path: "^lib/scan/" },
      to: { path: "^lib/(changes|monitor)/" },
    },
    {
      name: "changes-reads-scan-types-only",
      severity: "error",
      comment: "lib/changes means two snapshots → changes: it may name the snapshot types of lib/scan (import type), never run its code.",
      from: { path: "^lib/changes/" },
      to: { path: "^lib/scan/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "changes-knows-no-monitor",
      severity: "error",
      comment: "Change detection does not depend on the round that calls it.",
      from: { path: "^lib/changes/" },
      to: { path: "^lib/monitor/" },
    },
    {
      name: "monitor-is-the-top",
      severity: "error",
      comment:
        "lib/monitor runs the round; only the job registration and queueing (lib/jobs, inngest, the competitor service that queues a scan), " +
        "test seeds, app, scripts, benches and tests import it.",
      from: {
        path: "^lib/",
        pathNot: "^lib/(monitor|jobs|competitors)/|^lib/[^/]+/testing/|\\.test\\.tsx?$",
      },
      to: { path: "^lib/monitor/" },
    },
    {
      name: "detection-runs-in-the-round",
      severity: "error",
      comment:
        "Change detection and scoring (lib/changes/detect, lib/changes/score) run only in the monitoring round: with " +
        "scan-knows-no-changes, lib/monitor is the one folder of lib that runs both scanning and change detection. " +
        "Others read changes through lib/changes' DTOs and services, and plan identity through lib/pricing.",
      from: {
        path: "^lib/",
        pathNot: "^lib/(monitor|changes)/|\\.test\\.tsx?$",
      },
      to: { path: "^lib/changes/(detect|score)/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "pricing-is-a-leaf-domain",
      severity: "error",
      comment: "lib/pricing owns the pricing model; extraction, detection, chat and compare use it, never the other way.",
      from: { path: "^lib/pricing/" },
      to: { path: "^lib/(scan|changes|monitor|chat|compare)/" },
    },
    {
      name: "lib-not-app",
      severity: "error",
      comment: "lib is the domain and the HTTP plumbing; app is its pages and routes. Code app needs from lib lives in lib; what reads the routes (the route index, the OpenAPI document's route) lives in app. Tests beside lib code may call routes.",
      from: { path: "^lib/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^app/" },
    },
    {
      name: "lib-not-to-components",
      severity: "error",
      comment:
        "lib/ (the client layer lib/client included) sits below the UI: it must not import components/. Move the helper into lib/client or the domain's lib module.",
      from: { path: "^lib/" },
      to: { path: "^components/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Dot folders (.next, .data, …) and generated output are not source.
    exclude: { path: "^(node_modules|db/migrations|test-results|playwright-report)/|^\\." },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
