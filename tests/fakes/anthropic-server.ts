import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * A fake Anthropic Messages API on 127.0.0.1 (port 0) for the real `@anthropic-ai/sdk`, pointed at
 * it with ANTHROPIC_BASE_URL. Each POST /v1/messages takes the next scripted reply: a message (text,
 * tool calls, JSON), an HTTP error (500, 529 ...), or a hang that never answers. Every request is
 * recorded, so tests can check what the model was shown. `stream: true` requests get server-sent
 * events built from the same scripted message.
 */

export type FakeBlock = { type: "text"; text: string } | { type: "tool_use"; id?: string; name: string; input: Record<string, unknown> };

export type Scripted =
  | { kind: "message"; content: FakeBlock[]; stopReason?: string; usage?: { input_tokens: number; output_tokens: number } }
  | { kind: "error"; status: number; errorType?: string; message?: string }
  | { kind: "hang" };

export type ScriptStep = Scripted | ((req: RecordedMessagesRequest) => Scripted);

export interface RecordedMessagesRequest {
  headers: http.IncomingHttpHeaders;
  body: {
    model?: string;
    max_tokens?: number;
    system?: string;
    messages?: Array<{ role: string; content: unknown }>;
    tools?: Array<{ name: string; description?: string; input_schema?: Record<string, unknown> }>;
    tool_choice?: { type: string };
    output_config?: { format?: { type: string; schema: Record<string, unknown> } };
    stream?: boolean;
    [k: string]: unknown;
  };
}

export interface FakeAnthropic {
  url: string;
  requests: RecordedMessagesRequest[];
  /** Appends replies; they are used in order, one per request (retries included). */
  script(...steps: ScriptStep[]): void;
  /** Replies still unused. */
  pending(): number;
  close(): Promise<void>;
}

export const text = (t: string, usage = { input_tokens: 120, output_tokens: 40 }): Scripted => ({ kind: "message", content: [{ type: "text", text: t }], stopReason: "end_turn", usage });
export const json = (value: unknown): Scripted => text(JSON.stringify(value));
export const toolUse = (...calls: Array<{ name: string; input?: Record<string, unknown>; id?: string }>): Scripted => ({
  kind: "message",
  content: calls.map((c) => ({ type: "tool_use", name: c.name, input: c.input ?? {}, id: c.id })),
  stopReason: "tool_use",
  usage: { input_tokens: 200, output_tokens: 30 },
});
export const httpError = (status: number, message = "Internal server error"): Scripted => ({
  kind: "error",
  status,
  errorType: status === 529 ? "overloaded_error" : status === 429 ? "rate_limit_error" : "api_error",
  message: status === 529 ? "Overloaded" : message,
});
export const hang = (): Scripted => ({ kind: "hang" });

let ids = 0;
const nextId = (p: string) => `${p}_fake${(++ids).toString().padStart(6, "0")}`;

function messageOf(s: Extract<Scripted, { kind: "message" }>, model: string) {
  return {
    id: nextId("msg"),
    type: "message",
    role: "assistant",
    model,
    container: null,
    diagnostics: null,
    stop_details: null,
    stop_reason: s.stopReason ?? "end_turn",
    stop_sequence: null,
    content: s.content.map((b) => (b.type === "tool_use" ? { type: "tool_use", id: b.id ?? nextId("toolu"), name: b.name, input: b.input } : { type: "text", text: b.text, citations: null })),
    usage: { input_tokens: s.usage?.input_tokens ?? 100, output_tokens: s.usage?.output_tokens ?? 20, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, cache_creation: null, inference_geo: null, output_tokens_details: null, server_tool_use: null, service_tier: "standard", speed: null },
  };
}

function sse(res: http.ServerResponse, message: ReturnType<typeof messageOf>) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", "request-id": nextId("req") });
  const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  send("message_start", { type: "message_start", message: { ...message, content: [], stop_reason: null, usage: { ...message.usage, output_tokens: 1 } } });
  message.content.forEach((block, index) => {
    if (block.type === "text") {
      send("content_block_start", { type: "content_block_start", index, content_block: { type: "text", text: "", citations: null } });
      for (const piece of (block.text ?? "").match(/[\s\S]{1,12}/g) ?? []) send("content_block_delta", { type: "content_block_delta", index, delta: { type: "text_delta", text: piece } });
    } else {
      send("content_block_start", { type: "content_block_start", index, content_block: { ...block, input: {} } });
      send("content_block_delta", { type: "content_block_delta", index, delta: { type: "input_json_delta", partial_json: JSON.stringify(block.input) } });
    }
    send("content_block_stop", { type: "content_block_stop", index });
  });
  send("message_delta", { type: "message_delta", delta: { stop_reason: message.stop_reason, stop_sequence: null, stop_details: null, container: null }, usage: { output_tokens: message.usage.output_tokens, input_tokens: message.usage.input_tokens, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens_details: null, server_tool_use: null } });
  send("message_stop", { type: "message_stop" });
  res.end();
}

function fail(res: http.ServerResponse, status: number, type: string, message: string) {
  // retry-after-ms keeps the SDK's retries fast in tests; the real API sends retry-after too.
  res.writeHead(status, { "content-type": "application/json", "retry-after-ms": "5", "request-id": nextId("req") });
  res.end(JSON.stringify({ type: "error", error: { type, message } }));
}

export async function startFakeAnthropic(): Promise<FakeAnthropic> {
  const requests: RecordedMessagesRequest[] = [];
  const queue: ScriptStep[] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method !== "POST" || !req.url?.startsWith("/v1/messages")) return fail(res, 404, "not_found_error", `No route ${req.method} ${req.url}`);
      let body: RecordedMessagesRequest["body"];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        return fail(res, 400, "invalid_request_error", "Body is not JSON");
      }
      const recorded: RecordedMessagesRequest = { headers: req.headers, body };
      requests.push(recorded);
      if (!req.headers["x-api-key"] && !req.headers.authorization) return fail(res, 401, "authentication_error", "Missing API key");
      if (!req.headers["anthropic-version"]) return fail(res, 400, "invalid_request_error", "Missing anthropic-version header");
      if (!body.model || typeof body.max_tokens !== "number" || !Array.isArray(body.messages)) return fail(res, 400, "invalid_request_error", "model, max_tokens and messages are required");
      const step = queue.shift();
      if (!step) return fail(res, 500, "api_error", "The fake has no scripted reply left");
      const reply = typeof step === "function" ? step(recorded) : step;
      if (reply.kind === "hang") return; // never answers; the client's timeout must fire
      if (reply.kind === "error") return fail(res, reply.status, reply.errorType ?? "api_error", reply.message ?? "error");
      const message = messageOf(reply, body.model);
      if (body.stream) return sse(res, message);
      res.writeHead(200, { "content-type": "application/json", "request-id": nextId("req") });
      res.end(JSON.stringify(message));
    });
  });
  server.on("connection", (s: Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...steps) => void queue.push(...steps),
    pending: () => queue.length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
