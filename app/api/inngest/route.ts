import type { NextRequest } from "next/server";
import { serve } from "inngest/next";
import { inngest } from "@/inngest/client";
import { functions } from "@/inngest/functions";
import { cappedHandler } from "@/lib/api/capped-handler";

/** Inngest deployments (JOBS_ENGINE=inngest) run the same job handlers through this endpoint. */
const handlers = serve({ client: inngest, functions });

type Handler = (req: NextRequest, ctx: unknown) => Promise<Response>;

// Inngest's handler reads the body itself: it gets a copy read under MAX_BODY_BYTES (413 past it).
export const GET = handlers.GET;
export const POST = cappedHandler(handlers.POST as Handler, "POST /api/inngest");
export const PUT = cappedHandler(handlers.PUT as Handler, "PUT /api/inngest");
