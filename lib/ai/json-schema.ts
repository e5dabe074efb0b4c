import { z, type ZodType } from "zod";
import type { Tool } from "@anthropic-ai/sdk/resources/messages";

/** A zod object schema as a tool's JSON input schema (always an object). */
export function toolInputSchema(schema: ZodType): Tool.InputSchema {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  delete json.$schema;
  return { ...json, type: "object", properties: (json.properties as Record<string, unknown> | undefined) ?? {} } as Tool.InputSchema;
}
