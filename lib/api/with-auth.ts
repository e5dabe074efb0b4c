import { z, type ZodType } from "zod";
import { getDb, type Db } from "@/db/client";
import { resolveUser, type AuthedUser } from "@/lib/auth/resolve-user";
import { ApiError, unauthorized } from "./errors";
import { errorResponse, toResponse, zodMessage } from "./respond";
import { assertFeature } from "@/lib/billing/limits";
import { assertCleanStrings, assertNotCrossOrigin, assertSameOriginCookieRequest, isUnsafeMethod, readJsonBody } from "./request-guards";
import { enforceLimit, type LimitRule, ROUTE_LIMITS } from "./rate-limit";
import { clientAddress } from "./client-address";
import { withRequestId } from "./with-request-id";

type Infer<S> = S extends ZodType ? z.infer<S> : undefined;

export interface RouteOptions<B, Q, P> {
  /** "required" (default), "optional" or "none". */
  auth?: "required" | "optional" | "none";
  body?: B;
  query?: Q;
  params?: P;
  /** API-key callers need a plan with API access (checked by the billing gate when set). */
  allowStreamToken?: boolean;
  status?: number;
  /** A rate limit on this route, counted per signed-in user (or per client address when signed out). */
  rateLimit?: RouteLimit | (() => RouteLimit);
}

export type RouteLimit = LimitRule & { name: string; what: string; by?: "user" | "client" };

export interface RouteContext<B, Q, P, A> {
  req: Request;
  db: Db;
  auth: A;
  body: Infer<B>;
  query: Infer<Q>;
  params: Infer<P>;
}

type Next16Ctx = { params: Promise<Record<string, string | string[]>> };

function parseOrThrow<S extends ZodType>(schema: S, value: unknown): z.infer<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw new ApiError("validation_error", zodMessage(r.error));
  return r.data;
}

/**
 * The one route wrapper: authenticates, validates body/query/params with zod, runs the handler and
 * wraps its result as `{ data }` (or `{ data, pagination }`); every error becomes `{ error: { code, message, requestId } }`.
 * The request id (the incoming `x-request-id` when sane, else a new one) is on every response and log line.
 */
export function withAuth<B extends ZodType | undefined = undefined, Q extends ZodType | undefined = undefined, P extends ZodType | undefined = undefined, M extends "required" | "optional" | "none" = "required">(
  opts: RouteOptions<B, Q, P> & { auth?: M },
  handler: (ctx: RouteContext<B, Q, P, M extends "required" ? AuthedUser : AuthedUser | null>) => Promise<unknown>,
) {
  const route = withRequestId(async (req: Request, ctx?: Next16Ctx): Promise<Response> => {
    const where = `${req.method} ${new URL(req.url).pathname}`;
    try {
      const db = getDb();
      const mode = opts.auth ?? "required";
      let auth: AuthedUser | null = null;
      if (mode !== "none") {
        auth = await resolveUser(db, req, { allowStreamToken: opts.allowStreamToken });
        if (!auth && mode === "required") throw unauthorized();
      }
      if (isUnsafeMethod(req.method)) {
        // CSRF: a cookie session must come from our own pages, as JSON; tokens and keys are not sent by browsers on their own.
        if (auth?.method === "session") assertSameOriginCookieRequest(req);
        else if (!auth) assertNotCrossOrigin(req);
      }
      if (auth?.method === "api_key") {
        // API keys are a paid feature: a Free plan's key answers 403.
        await assertFeature(db, auth.user.id, "apiAccess");
        await enforceLimit(db, `api:key:${auth.user.id}`, ROUTE_LIMITS.apiKey, "API requests");
      }
      if (opts.rateLimit) {
        const { name, what, by = "user", ...rule } = typeof opts.rateLimit === "function" ? opts.rateLimit() : opts.rateLimit;
        const who = by === "user" && auth ? `user:${auth.user.id}` : `client:${clientAddress(req)}`;
        await enforceLimit(db, `route:${name}:${who}`, rule, what);
      }
      const rawParams = ctx?.params ? await ctx.params : {};
      const params = opts.params ? parseOrThrow(opts.params, rawParams) : undefined;
      const rawQuery = Object.fromEntries(new URL(req.url).searchParams);
      assertCleanStrings(rawQuery);
      const query = opts.query ? parseOrThrow(opts.query, rawQuery) : undefined;
      let body: unknown = undefined;
      if (opts.body) {
        const raw = await readJsonBody(req);
        assertCleanStrings(raw);
        body = parseOrThrow(opts.body, raw);
      }
      const result = await handler({ req, db, auth: auth as never, body: body as Infer<B>, query: query as Infer<Q>, params: params as Infer<P> });
      return toResponse(result, opts.status ?? 200);
    } catch (err) {
      return errorResponse(err, where);
    }
  });
  // The same schemas describe the route in /api/openapi.json.
  return Object.assign(route, { meta: { auth: opts.auth ?? "required", body: opts.body, query: opts.query, params: opts.params, status: opts.status ?? 200 } satisfies RouteMeta });
}

export interface RouteMeta {
  auth: "required" | "optional" | "none";
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
  status: number;
}
