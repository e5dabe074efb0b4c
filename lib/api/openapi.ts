import { z, type ZodType } from "zod";
import type { RouteMeta } from "./with-auth";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Routes not built with withAuth describe themselves here. */
const EXTERNAL: Record<string, string> = {
  "/api/session/{...nextauth}": "next-auth session endpoints (browser sign-in, JWT strategy)",
  "/api/inngest": "Inngest serve endpoint (JOBS_ENGINE=inngest)",
  "/api/webhooks/stripe": "Stripe webhooks (signature verified on the raw body)",
  "/api/mcp": "MCP over Streamable HTTP (API-key auth)",
};

function schemaOf(s: ZodType | undefined): Record<string, unknown> | undefined {
  if (!s) return undefined;
  try {
    return z.toJSONSchema(s, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  } catch {
    return { type: "object" };
  }
}

function parametersOf(meta: RouteMeta, path: string) {
  const params: Record<string, unknown>[] = [];
  for (const m of path.matchAll(/\{(?:\.\.\.)?(\w+)\}/g)) params.push({ name: m[1], in: "path", required: true, schema: { type: "string" } });
  const q = schemaOf(meta.query) as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  for (const [name, schema] of Object.entries(q?.properties ?? {})) params.push({ name, in: "query", required: q?.required?.includes(name) ?? false, schema });
  return params;
}

const errorResponse = {
  description: "Error",
  content: { "application/json": { schema: { type: "object", properties: { error: { type: "object", properties: { code: { type: "string" }, message: { type: "string" } }, required: ["code", "message"] } } } } },
};

/** The OpenAPI 3.1 document, built from every route module and the zod schemas of its handlers. */
export function buildOpenApi(routes: { path: string; module: Record<string, unknown> }[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { path, module } of routes) {
    for (const method of METHODS) {
      const handler = module[method] as ({ meta?: RouteMeta } & ((...a: unknown[]) => unknown)) | undefined;
      if (typeof handler !== "function") continue;
      const meta = handler.meta;
      const op: Record<string, unknown> = {
        operationId: `${method.toLowerCase()}${path.replace(/[{}.]/g, "").replace(/\/(\w)/g, (_, c: string) => c.toUpperCase()).replace(/\W/g, "")}`,
        summary: EXTERNAL[path] ?? `${method} ${path}`,
        tags: [path.split("/")[2] ?? "api"],
        responses: { [String(meta?.status ?? 200)]: { description: "Success: `{ data }` (lists add `pagination`)" }, "4XX": errorResponse, "5XX": errorResponse },
      };
      if (meta) {
        op.parameters = parametersOf(meta, path);
        if (meta.body) op.requestBody = { required: true, content: { "application/json": { schema: schemaOf(meta.body) } } };
        op.security = meta.auth === "none" ? [] : meta.auth === "optional" ? [{}, { bearer: [] }, { apiKey: [] }, { session: [] }] : [{ bearer: [] }, { apiKey: [] }, { session: [] }];
      }
      (paths[path] ??= {})[method.toLowerCase()] = op;
    }
  }
  return {
    openapi: "3.1.0",
    info: { title: "Rivalscope API", version: "1.0.0", description: "Competitor monitoring and intelligence. Success bodies are `{ data }`; errors are `{ error: { code, message } }`." },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "data.tokens.accessToken from POST /api/auth/signin" },
        apiKey: { type: "apiKey", in: "header", name: "X-API-Key" },
        session: { type: "apiKey", in: "cookie", name: "authjs.session-token" },
      },
    },
    paths,
  };
}
