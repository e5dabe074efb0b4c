import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { emails } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { call, makeUser } from "@/tests/helpers/http";
import { GET as outboxList } from "@/app/api/outbox/route";
import { GET as outboxMail } from "@/app/api/outbox/[id]/route";
import { sendEmail } from "./send-email";

afterAll(async () => {
  await closeDb();
});

/** Runs `fn` with these variables set (as the server would have them), then restores them. */
async function withEnv(vars: Record<string, string | undefined>, fn: () => Promise<void>) {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  const apply = (v: Record<string, string | undefined>) => {
    for (const [k, val] of Object.entries(v)) {
      if (val === undefined) delete process.env[k];
      else process.env[k] = val;
    }
    resetEnvCache();
  };
  apply(vars);
  try {
    await fn();
  } finally {
    apply(saved);
  }
}

describe("GET /api/outbox (no e-mail provider)", () => {
  it("lists the signed-in user's mails and opens one as JSON, HTML or text; another user's mail is 404; also in production", async () => {
    const a = await makeUser();
    const b = await makeUser();
    const mail = (userId: string, to: string, key: string) =>
      sendEmail(getDb(), { userId, kind: "test", dedupeKey: key, to, subject: `Hello ${key}`, html: `<p>${key}</p>`, text: `Plain ${key}` });
    await mail(a.user.id, a.user.email, `outbox-a-${a.user.id}`);
    await mail(b.user.id, b.user.email, `outbox-b-${b.user.id}`);
    await withEnv({ NODE_ENV: "production", RESEND_API_KEY: undefined }, async () => {
      const list = await call(outboxList, "/api/outbox", { token: a.token });
      expect(list.status).toBe(200);
      expect(list.body.data).toHaveLength(1);
      expect(list.body.data[0]).toMatchObject({ subject: `Hello outbox-a-${a.user.id}`, status: "outbox", preview: `Plain outbox-a-${a.user.id}`, to: a.user.email });
      const id = list.body.data[0].id as string;
      const json = await call(outboxMail, `/api/outbox/${id}`, { token: a.token, params: { id } });
      expect(json.body.data).toMatchObject({ html: `<p>outbox-a-${a.user.id}</p>`, text: `Plain outbox-a-${a.user.id}` });
      const html = await call(outboxMail, `/api/outbox/${id}?format=html`, { token: a.token, params: { id } });
      expect(html.body).toBe(`<p>outbox-a-${a.user.id}</p>`);
      expect(html.headers.get("content-security-policy")).toMatch(/^sandbox/);
      const text = await call(outboxMail, `/api/outbox/${id}?format=text`, { token: a.token, params: { id } });
      expect(text.body).toBe(`Plain outbox-a-${a.user.id}`);

      const [bRow] = await getDb().select().from(emails).where(eq(emails.userId, b.user.id));
      expect((await call(outboxMail, `/api/outbox/${bRow.id}`, { token: a.token, params: { id: bRow.id } })).status).toBe(404);
      expect((await call(outboxMail, `/api/outbox/not-a-uuid`, { token: a.token, params: { id: "not-a-uuid" } })).status).toBe(400);
      expect((await call(outboxList, "/api/outbox")).status).toBe(401);
    });
  });

  it("does not exist when an e-mail provider is configured", async () => {
    const { token, user } = await makeUser();
    await sendEmail(getDb(), { userId: user.id, kind: "test", dedupeKey: `outbox-p-${user.id}`, to: user.email, subject: "Kept", html: "<p>k</p>", text: "k" });
    const [row] = await getDb().select().from(emails).where(eq(emails.userId, user.id));
    await withEnv({ RESEND_API_KEY: "re_test_key" }, async () => {
      const list = await call(outboxList, "/api/outbox", { token });
      expect(list.status).toBe(404);
      expect(list.body.error.code).toBe("not_found");
      expect((await call(outboxMail, `/api/outbox/${row.id}`, { token, params: { id: row.id } })).status).toBe(404);
    });
  });
});
