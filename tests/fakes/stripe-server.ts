import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake Stripe API on 127.0.0.1 (port 0) for the real `stripe` SDK, pointed at it with
 * STRIPE_API_BASE. It implements only what billing calls: customers, checkout sessions, billing portal
 * sessions, prices (retrieve) and subscriptions (retrieve, update), and records every request.
 */

export interface RecordedRequest { method: string; path: string; body: Record<string, string>; headers: http.IncomingHttpHeaders }

export interface FakePrice { id: string; object: "price"; active: boolean; currency: string; unit_amount: number; metadata: Record<string, string> }

export interface FakeSubscription {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  created: number;
  metadata: Record<string, string>;
  items: { object: "list"; data: { id: string; object: "subscription_item"; price: FakePrice; quantity: number; current_period_start: number; current_period_end: number }[] };
}

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  prices: Map<string, FakePrice>;
  subscriptions: Map<string, FakeSubscription>;
  customers: Map<string, Record<string, unknown>>;
  sessions: Map<string, Record<string, unknown>>;
  /** Makes the next request to a path prefix fail with this status and Stripe error body. */
  failNext(pathPrefix: string, status: number, message: string): void;
  addPrice(id: string, metadata?: Record<string, string>): FakePrice;
  /** What Stripe does when a checkout session is paid: a subscription for its customer and price. */
  completeCheckout(sessionId: string): FakeSubscription;
  createSubscription(opts: { customer: string; priceId: string; metadata?: Record<string, string>; status?: string; periodEnd?: number }): FakeSubscription;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);

function send(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "request-id": `req_${Math.random().toString(36).slice(2, 12)}` });
  res.end(text);
}

function notFound(res: http.ServerResponse, what: string, id: string) {
  send(res, 404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}: '${id}'`, param: "id" } });
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const prices = new Map<string, FakePrice>();
  const subscriptions = new Map<string, FakeSubscription>();
  const customers = new Map<string, Record<string, unknown>>();
  const sessions = new Map<string, Record<string, unknown>>();
  const failures: { prefix: string; status: number; message: string }[] = [];
  let seq = 0;
  const nextId = (prefix: string) => `${prefix}_test${++seq}${Math.random().toString(36).slice(2, 8)}`;

  const addPrice = (id: string, metadata: Record<string, string> = {}): FakePrice => {
    const price: FakePrice = { id, object: "price", active: true, currency: "usd", unit_amount: 4400, metadata };
    prices.set(id, price);
    return price;
  };

  const createSubscription: FakeStripe["createSubscription"] = ({ customer, priceId, metadata = {}, status = "active", periodEnd }) => {
    const price = prices.get(priceId) ?? addPrice(priceId);
    const start = now();
    const sub: FakeSubscription = {
      id: nextId("sub"),
      object: "subscription",
      customer,
      status,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      created: start,
      metadata,
      items: { object: "list", data: [{ id: nextId("si"), object: "subscription_item", price, quantity: 1, current_period_start: start, current_period_end: periodEnd ?? start + 30 * 86_400 }] },
    };
    subscriptions.set(sub.id, sub);
    return sub;
  };

  function updateSubscription(sub: FakeSubscription, body: Record<string, string>) {
    if (body.cancel_at_period_end !== undefined) {
      sub.cancel_at_period_end = body.cancel_at_period_end === "true";
      if (sub.cancel_at_period_end) sub.cancel_at = null;
    }
    if (body.cancel_at !== undefined) sub.cancel_at = body.cancel_at === "" ? null : Number(body.cancel_at);
    const itemId = body["items[0][id]"];
    const priceId = body["items[0][price]"];
    if (itemId && priceId) {
      const item = sub.items.data.find((i) => i.id === itemId);
      const price = prices.get(priceId);
      if (!item || !price) return false;
      item.price = price;
    }
    for (const [k, v] of Object.entries(body)) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m) sub.metadata[m[1]] = v;
    }
    return true;
  }

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const body = Object.fromEntries(new URLSearchParams(raw));
      const path = url.pathname;
      requests.push({ method: req.method ?? "GET", path, body, headers: req.headers });
      if (!String(req.headers.authorization ?? "").startsWith("Bearer sk_test_")) {
        return send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      const fail = failures.findIndex((f) => path.startsWith(f.prefix));
      if (fail >= 0) {
        const [f] = failures.splice(fail, 1);
        return send(res, f.status, { error: { type: "invalid_request_error", message: f.message } });
      }
      const m = (re: RegExp) => re.exec(path);
      let match: RegExpExecArray | null;
      if (req.method === "POST" && path === "/v1/customers") {
        const c = { id: nextId("cus"), object: "customer", email: body.email ?? null, name: body.name ?? null, metadata: { userId: body["metadata[userId]"] } };
        customers.set(c.id, c);
        return send(res, 200, c);
      }
      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        if (!body["line_items[0][price]"] || !prices.has(body["line_items[0][price]"])) {
          return send(res, 400, { error: { type: "invalid_request_error", message: `No such price: '${body["line_items[0][price]"]}'` } });
        }
        const id = nextId("cs");
        const s = {
          id, object: "checkout.session", mode: body.mode, customer: body.customer ?? null, client_reference_id: body.client_reference_id ?? null,
          success_url: body.success_url, cancel_url: body.cancel_url, url: `https://checkout.stripe.test/c/pay/${id}`, status: "open", payment_status: "unpaid",
          subscription: null as string | null, metadata: { userId: body["metadata[userId]"], plan: body["metadata[plan]"] }, price: body["line_items[0][price]"],
          subscription_metadata: { userId: body["subscription_data[metadata][userId]"], plan: body["subscription_data[metadata][plan]"] },
          trial_end: body["subscription_data[trial_end]"] ? Number(body["subscription_data[trial_end]"]) : null,
        };
        sessions.set(id, s);
        return send(res, 200, s);
      }
      if (req.method === "POST" && path === "/v1/billing_portal/sessions") {
        if (!customers.has(body.customer)) return notFound(res, "customer", body.customer);
        const id = nextId("bps");
        return send(res, 200, { id, object: "billing_portal.session", customer: body.customer, return_url: body.return_url, url: `https://billing.stripe.test/p/session/${id}` });
      }
      if ((match = m(/^\/v1\/prices\/([^/]+)$/)) && req.method === "GET") {
        const p = prices.get(match[1]);
        return p ? send(res, 200, p) : notFound(res, "price", match[1]);
      }
      if ((match = m(/^\/v1\/subscriptions\/([^/]+)$/))) {
        const sub = subscriptions.get(match[1]);
        if (!sub) return notFound(res, "subscription", match[1]);
        if (req.method === "GET") return send(res, 200, sub);
        if (req.method === "POST") {
          if (body.cancel_at !== undefined && body.cancel_at_period_end !== undefined) {
            return send(res, 400, { error: { type: "invalid_request_error", message: "You may only specify one of these parameters: cancel_at, cancel_at_period_end." } });
          }
          if (!updateSubscription(sub, body)) return send(res, 400, { error: { type: "invalid_request_error", message: "No such price or item" } });
          return send(res, 200, sub);
        }
      }
      send(res, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path}).` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    prices,
    subscriptions,
    customers,
    sessions,
    failNext: (prefix, status, message) => failures.push({ prefix, status, message }),
    addPrice,
    createSubscription,
    completeCheckout(sessionId) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      const sub = createSubscription({
        customer: String(s.customer),
        priceId: String(s.price),
        metadata: s.subscription_metadata as Record<string, string>,
        status: s.trial_end ? "trialing" : "active",
        periodEnd: (s.trial_end as number | null) ?? undefined,
      });
      Object.assign(s, { status: "complete", payment_status: "paid", subscription: sub.id });
      return sub;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
