import { getDb } from "@/db/client";
import { errorJson, errorResponse, json } from "@/lib/api/respond";
import { withRequestId } from "@/lib/api/with-request-id";
import { withCappedBody } from "@/lib/api/request-guards";
import { TOPIC_LABELS, applyUnsubscribe, verifyUnsubscribeToken } from "@/lib/notify/email-unsubscribe";

export const runtime = "nodejs";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(title)} · Rivalscope</title>
<style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f6fa;color:#1f2330;margin:0;padding:48px 16px}
main{max-width:480px;margin:0 auto;background:#fff;border:1px solid #e4e6ee;border-radius:12px;padding:28px}
h1{font-size:22px;margin:0 0 12px}p{line-height:1.6;margin:0 0 16px}
button{background:#4f46e5;color:#fff;border:0;border-radius:8px;padding:10px 18px;font-size:15px;font-weight:600;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #a5b4fc;outline-offset:2px}a{color:#4f46e5}
@media (prefers-color-scheme:dark){body{background:#0b0b14;color:#e8e9f0}main{background:#151522;border-color:#2a2a3d}a{color:#a5b4fc}}</style></head>
<body><main>${body}</main></body></html>`;
  return new Response(html, { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}

const settingsLink = `<p><a href="/dashboard/settings">Manage all notification settings</a></p>`;
const invalid = () => page("Invalid link", `<h1>This unsubscribe link is not valid</h1><p>It may have been copied incompletely. Use the link in your latest e-mail, or change your e-mail preferences in settings.</p>${settingsLink}`, 400);

/** Shows a confirmation page. A GET never unsubscribes (link scanners and prefetchers follow GETs). */
export const GET = withRequestId(async (req: Request): Promise<Response> => {
  const token = new URL(req.url).searchParams.get("token");
  const parsed = verifyUnsubscribeToken(token);
  if (!parsed) return invalid();
  const label = TOPIC_LABELS[parsed.topic];
  return page(
    "Unsubscribe",
    `<h1>Unsubscribe from ${esc(label)}?</h1><p>You will no longer receive ${esc(label)}. You can turn them back on at any time in your notification settings.</p>
<form method="post" action="/api/unsubscribe?token=${esc(encodeURIComponent(token!))}"><button type="submit">Unsubscribe</button></form>${settingsLink}`,
  );
});

async function tokenFrom(req: Request): Promise<string | null> {
  const fromQuery = new URL(req.url).searchParams.get("token");
  if (fromQuery) return fromQuery;
  const type = req.headers.get("content-type") ?? "";
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    // A form of one token: read under the body cap (413 past it), then parsed.
    const form = await (await withCappedBody(req)).formData().catch(() => null);
    const v = form?.get("token");
    return typeof v === "string" ? v : null;
  }
  return null;
}

/**
 * Unsubscribes: the one-click POST of RFC 8058 (body `List-Unsubscribe=One-Click`) sent by mail
 * clients, and the confirmation page's form. The signed token says who and from what.
 */
export const POST = withRequestId(async (req: Request): Promise<Response> => {
  const wantsHtml = (req.headers.get("accept") ?? "").includes("text/html");
  try {
    const parsed = verifyUnsubscribeToken(await tokenFrom(req));
    if (!parsed) {
      return wantsHtml ? invalid() : errorJson("bad_request", "Invalid or missing unsubscribe token");
    }
    await applyUnsubscribe(getDb(), parsed);
    const label = TOPIC_LABELS[parsed.topic];
    if (wantsHtml) return page("Unsubscribed", `<h1>You're unsubscribed</h1><p>You will no longer receive ${esc(label)}.</p>${settingsLink}`);
    return json({ data: { unsubscribed: true, topic: parsed.topic } });
  } catch (err) {
    return errorResponse(err, "POST /api/unsubscribe");
  }
});
