import { z, type ZodType } from "zod";
import { paginationSchema } from "./pagination";

/** The schemes of components.securitySchemes in /api/openapi.json. */
export type Scheme = "bearer" | "apiKey" | "session" | "streamToken" | "stripeSignature" | "inngestSignature";

type JsonSchema = Record<string, unknown>;

/** A success response of one operation: its description and body per media type. */
export interface Success {
  description: string;
  content?: Record<string, { schema: JsonSchema }>;
  /** The zod schema of the whole JSON body, kept so tests can check real answers against what is documented. */
  zod?: ZodType;
}

/** What /api/openapi.json says of one operation besides what the route's withAuth options give. */
export interface OperationDoc {
  summary: string;
  description?: string;
  success: Success;
  /** The success status when the route writes its own Response (or has no withAuth, whose `status` option is used otherwise). */
  status?: number;
  /** Other documented answers, e.g. 202 while a result is being computed. */
  more?: Record<string, Success>;
  /** Who may call it, when it differs from the withAuth mode (or the route has no withAuth). [] = no authentication. */
  security?: readonly Scheme[];
  /** Path parameters of routes not built with withAuth. */
  pathParams?: Record<string, string>;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The description of one route's operations, kept in the openapi.ts beside its route.ts. */
export type RouteDocs = Partial<Record<HttpMethod, OperationDoc>>;

/** A zod schema as JSON Schema (draft 2020-12, which OpenAPI 3.1 uses): what the server sends or accepts. */
export function jsonSchema(s: ZodType, io: "input" | "output" = "output"): JsonSchema {
  return z.toJSONSchema(s, { io, unrepresentable: "any" }) as JsonSchema;
}

function jsonBody(description: string, body: ZodType): Success {
  return { description, content: { "application/json": { schema: jsonSchema(body) } }, zod: body };
}

/** `{ data: <schema> }`, the withAuth envelope. */
export const data = (s: ZodType, description = "Success: `{ data }`") => jsonBody(description, z.object({ data: s }));
/** `{ data: <schema>[] }`. */
export const list = (s: ZodType, description = "Success: `{ data: [...] }`") => jsonBody(description, z.object({ data: z.array(s) }));
/** `{ data: <schema>[], pagination }` (paginated() in lib/api/respond.ts). */
export const paginatedList = (s: ZodType) => jsonBody("Success: one page of `{ data, pagination }`", z.object({ data: z.array(s), pagination: paginationSchema }));
/** A whole JSON body the route writes itself (not only `{ data }`). */
export const body = (s: ZodType, description: string) => jsonBody(description, s);
/** Any other media type: CSV, PNG, HTML, an event stream. */
export const media = (type: string, description: string, schema: JsonSchema = { type: "string" }): Success => ({ description, content: { [type]: { schema } } });

/** `{ data: <schema> }` as JSON by default, or a CSV file with `?format=csv`. */
export const dataOrCsv = (s: ZodType, csv: string): Success => {
  const json = data(s, `Success: \`{ data }\`; with \`?format=csv\`, ${csv}`);
  return { ...json, content: { ...json.content, "text/csv": { schema: { type: "string" } } } };
};

/** A JSON object whose fields are described in words (responses of third-party protocols, or too varied for one schema). */
export const described = (description: string, inData = true): Success => ({
  description,
  content: { "application/json": { schema: inData ? { type: "object", properties: { data: { type: "object" } }, required: ["data"] } : { type: "object" } } },
});

/** A Server-Sent Events stream: `event:` names and a JSON `data:` line per event. */
export const eventStream = (events: string[]) =>
  media(
    "text/event-stream",
    `Server-Sent Events (\`text/event-stream\`): events ${events.map((e) => `\`${e}\``).join(", ")}, each with a JSON \`data:\` line and an \`id:\` to resume from (Last-Event-ID); comment lines keep the connection alive.`,
    { type: "string", description: "An endless stream of `id:`, `event:` and `data:` lines" },
  );
