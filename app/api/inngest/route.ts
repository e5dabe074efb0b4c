import { NextRequest } from "next/server";
import { serve } from "inngest/next";
import { inngest } from "@/inngest/client";
import { functions } from "@/inngest/functions";
import { errorResponse } from "@/lib/api/respond";
import { withCappedBody } from "@/lib/api/request-guards";

/** Inngest deployments (JOBS_ENGINE=inngest) run the same job handlers through this endpoint. */
const handlers = serve({ client: inngest, functions });

type Handler = (req: NextRequest, ctx: unknown) => Promise<Response>;

/** Inngest's handler reads the body itself: it gets a copy read under MAX_BODY_BYTES (413 past it). */
const capped = (handler: Handler, name: string) => async (req: NextRequest, ctx: unknown) => {
  let copy: NextRequest;
  try {
    copy = new NextRequest(await withCappedBody(req));
  } catch (err) {
    return errorResponse(err, name);
  }
  return handler(copy, ctx);
};

export const GET = handlers.GET;
export const POST = capped(handlers.POST as Handler, "POST /api/inngest");
export const PUT = capped(handlers.PUT as Handler, "PUT /api/inngest");
