import { serve } from "inngest/next";
import { inngest } from "@/inngest/client";
import { functions } from "@/inngest/functions";

/** Inngest deployments (JOBS_ENGINE=inngest) run the same job handlers through this endpoint. */
export const { GET, POST, PUT } = serve({ client: inngest, functions });
