import { z } from "zod";
import { tokensSchema, userSchema } from "@/lib/auth/schemas";

/** Parts of the route descriptions (the sibling openapi.ts of each route) that several routes share. */
export const deleted = z.object({ id: z.string().uuid(), deleted: z.literal(true) });
export const signedIn = z.object({ user: userSchema, tokens: tokensSchema });
export const message = z.object({ message: z.string() });
export const subscription = "Success: `{ data }`, the subscription: plan, planName, status, trial and period dates, usage and limits, features, mode ('stripe' or 'local'), priceId";
export const psychology = "the analysis: profile, techniques, darkPatterns, weaknesses, counterTactics, ethicalConcerns, confidence, dataPoints, dates";
export const accountOnly = ["bearer", "session"] as const;
export const live = ["session", "streamToken", "bearer", "apiKey"] as const;
export const jsonRpc = "JSON-RPC 2.0 over MCP Streamable HTTP (stateless; JSON responses)";
export const inngest = { security: ["inngestSignature"], status: 200 } as const;
