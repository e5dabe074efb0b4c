/**
 * Import-cycle and layering check (`npm run lint:cycles`, also part of `npm run lint` and of `npm test`
 * through tests/integration/import-cycles.test.ts). Type-only imports count: a cycle through `import type`
 * is still two modules that each need the other to be understood. lib/ must not import components/ nor app/.
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
