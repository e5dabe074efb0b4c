import type { ZodType } from "zod";
import type { RouteMeta } from "./with-auth";
import { jsonSchema, type OperationDoc, type RouteDocs, type Scheme, type Success } from "./openapi-responses";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

function inputSchema(s: ZodType | undefined): Record<string, unknown> | undefined {
  if (!s) return undefined;
  try {
    return jsonSchema(s, "input");
  } catch {
    return { type: "object" };
  }
}

/** `{id}` and `{...rest}` in the route's path; the catch-all's name is the parameter's. */
export function openApiPath(path: string): string {
  return path.replace(/\{\.\.\.(\w+)\}/g, "{$1}");
}

function parametersOf(meta: RouteMeta | undefined, path: string, doc: OperationDoc) {
  const params: Record<string, unknown>[] = [];
  const fromSchema = inputSchema(meta?.params) as { properties?: Record<string, Record<string, unknown>> } | undefined;
  for (const m of path.matchAll(/\{(?:\.\.\.)?(\w+)\}/g)) {
    const schema = fromSchema?.properties?.[m[1]] ?? { type: "string" };
    params.push({ name: m[1], in: "path", required: true, schema, ...(doc.pathParams?.[m[1]] ? { description: doc.pathParams[m[1]] } : {}) });
  }
  const q = inputSchema(meta?.query) as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  for (const [name, schema] of Object.entries(q?.properties ?? {})) params.push({ name, in: "query", required: q?.required?.includes(name) ?? false, schema });
  return params;
}

const errorResponse = {
  description: "Error: `{ error: { code, message, requestId } }` (the request id is also the `x-request-id` header)",
  content: { "application/json": { schema: { type: "object", properties: { error: { type: "object", properties: { code: { type: "string" }, message: { type: "string" }, requestId: { type: "string" } }, required: ["code", "message", "requestId"] } }, required: ["error"] } } },
};

const ANY: Scheme[] = ["bearer", "apiKey", "session"];

/** Security requirements: each scheme alone suffices; `{}` first when signing in is optional. */
function securityOf(meta: RouteMeta | undefined, doc: OperationDoc): Record<string, string[]>[] {
  const schemes = doc.security ?? (meta?.auth === "none" ? [] : ANY);
  const alternatives = schemes.map((s) => ({ [s]: [] as string[] }));
  return meta?.auth === "optional" ? [{}, ...alternatives] : alternatives;
}

function operationId(method: string, path: string): string {
  return `${method.toLowerCase()}${path.replace(/[{}.]/g, "").replace(/\/(\w)/g, (_, c: string) => c.toUpperCase()).replace(/\W/g, "")}`;
}

const response = ({ description, content }: Success) => (content ? { description, content } : { description });

function responsesOf(status: number, doc: OperationDoc) {
  const more = Object.entries(doc.more ?? {}).map(([code, r]) => [code, response(r)]);
  return { [String(status)]: response(doc.success), ...Object.fromEntries(more), "4XX": errorResponse, "5XX": errorResponse };
}

/** A route as the document sees it: its path, its module (handlers with withAuth's `meta`) and the description beside it. */
export interface DocumentedRoute {
  path: string;
  module: Record<string, unknown>;
  docs: RouteDocs;
}

/** The OpenAPI 3.1 document: every route module's withAuth schemas, with the summary and success responses of the openapi.ts beside each route. */
export function buildOpenApi(routes: DocumentedRoute[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { path, module, docs } of routes) {
    for (const method of METHODS) {
      const handler = module[method] as ({ meta?: RouteMeta } & ((...a: unknown[]) => unknown)) | undefined;
      if (typeof handler !== "function") continue;
      const key = `${method} ${path}`;
      const doc: OperationDoc | undefined = docs[method];
      if (!doc) throw new Error(`${key} is not described in the openapi.ts beside its route`);
      const meta = handler.meta;
      const op: Record<string, unknown> = {
        operationId: operationId(method, path),
        summary: doc.summary,
        ...(doc.description ? { description: doc.description } : {}),
        tags: [path.split("/")[2] ?? "api"],
        parameters: parametersOf(meta, path, doc),
        security: securityOf(meta, doc),
        responses: responsesOf(doc.status ?? meta?.status ?? 200, doc),
      };
      if (meta?.body) op.requestBody = { required: true, content: { "application/json": { schema: inputSchema(meta.body) } } };
      (paths[openApiPath(path)] ??= {})[method.toLowerCase()] = op;
    }
  }
  return {
    openapi: "3.1.0",
    info: { title: "Rivalscope API", version: "1.0.0", description: "Competitor monitoring and intelligence. Success bodies are `{ data }`; errors are `{ error: { code, message, requestId } }`." },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "data.tokens.accessToken from POST /api/auth/signin (an API key is also accepted as a bearer token)" },
        apiKey: { type: "apiKey", in: "header", name: "X-API-Key", description: "An API key (rs_live_…) from POST /api/api-keys; needs a plan with API access" },
        session: { type: "apiKey", in: "cookie", name: "authjs.session-token", description: "The browser's session cookie (same-origin requests)" },
        streamToken: { type: "apiKey", in: "query", name: "token", description: "A 5-minute token from POST /api/live/token, for EventSource clients that cannot send headers" },
        stripeSignature: { type: "apiKey", in: "header", name: "Stripe-Signature", description: "Stripe's signature of the raw body" },
        inngestSignature: { type: "apiKey", in: "header", name: "X-Inngest-Signature", description: "Inngest's signature, checked with the signing key" },
      },
    },
    paths,
  };
}
