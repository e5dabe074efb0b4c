import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { GET as listRoute, POST as createRoute } from "@/app/api/api-keys/route";
import { DELETE as deleteRoute } from "@/app/api/api-keys/[id]/route";
import { GET as competitorsRoute } from "@/app/api/competitors/route";
import { getDb } from "@/db/client";
import { subscriptions } from "@/db/schema";
import { hashApiKey } from "@/lib/auth/api-keys";
import { call, makeUser } from "@/tests/helpers/http";

const base = "http://localhost/api/api-keys";
const create = (token: string, body: unknown) => call(createRoute, base, { token, body });
const del = (token: string, id: string) => call(deleteRoute, `${base}/${id}`, { method: "DELETE", token, params: { id } });
const list = async (token: string) => (await call(listRoute, base, { token })).body.data as Array<Record<string, unknown>>;
const useKey = (key: string) => call(competitorsRoute, "http://localhost/api/competitors?fields=minimal", { headers: { "x-api-key": key } });

async function makeFree(userId: string) {
  await getDb().update(subscriptions).set({ plan: "free", status: "free", trialEndsAt: null }).where(sql`${subscriptions.userId} = ${userId}`);
}

describe("API keys", () => {
  it("creates a 128-bit key shown once, stores only its hash and a preview, and lists without the key", async () => {
    const { token, user } = await makeUser();
    const r = await create(token, { name: "  Claude Desktop  " });
    expect(r.status).toBe(201);
    const { id, key, name, keyPreview, createdAt, lastUsedAt } = r.body.data;
    expect(key).toMatch(/^rs_live_[0-9a-f]{32}$/);
    expect(name).toBe("Claude Desktop");
    expect(keyPreview).toBe(`${key.slice(0, 12)}…${key.slice(-4)}`);
    expect(new Date(createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(lastUsedAt).toBeNull();
    const rows = await getDb().execute<{ key_hash: string }>(sql`select key_hash from api_keys where user_id = ${user.id}`);
    expect(rows.rows).toEqual([{ key_hash: hashApiKey(key) }]);
    expect(JSON.stringify(rows.rows)).not.toContain(key);
    const listed = await list(token);
    expect(listed).toEqual([{ id, name: "Claude Desktop", keyPreview, createdAt, lastUsedAt: null }]);
    expect(JSON.stringify(listed)).not.toContain(key);
  });

  it("refuses a blank name with the specification's message and stores nothing", async () => {
    const { token } = await makeUser();
    for (const body of [{ name: "   " }, { name: "" }, {}]) {
      const r = await create(token, body);
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe("Please enter a name for the API key");
    }
    expect(await list(token)).toEqual([]);
  });

  it("sets lastUsedAt when the key is used, and a deleted key stops working", async () => {
    const { token } = await makeUser();
    const { id, key } = (await create(token, { name: "Zapier" })).body.data;
    const used = await useKey(key);
    expect(used.status).toBe(200);
    expect(Array.isArray(used.body.data)).toBe(true);
    const bearer = await call(competitorsRoute, "http://localhost/api/competitors", { token: key });
    expect(bearer.status).toBe(200);
    const [row] = await list(token);
    expect(row.lastUsedAt).not.toBeNull();
    expect(new Date(row.lastUsedAt as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const gone = await del(token, id);
    expect(gone.status).toBe(200);
    expect(gone.body.data).toEqual({ id, deleted: true });
    expect((await useKey(key)).status).toBe(401);
    expect((await del(token, id)).status).toBe(404);
    expect(await list(token)).toEqual([]);
  });

  it("another user's key id is a 404 and the key keeps working", async () => {
    const a = await makeUser();
    const b = await makeUser();
    const { id, key } = (await create(a.token, { name: "Mine" })).body.data;
    const r = await del(b.token, id);
    expect(r.status).toBe(404);
    expect(r.body.error).toEqual({ code: "not_found", message: "API key not found", requestId: expect.any(String) });
    expect(await list(b.token)).toEqual([]);
    expect((await useKey(key)).status).toBe(200);
    expect((await del(a.token, "not-a-uuid")).status).toBe(400);
  });

  it("an API key cannot create or delete keys", async () => {
    const { token } = await makeUser();
    const { id, key } = (await create(token, { name: "Automation" })).body.data;
    const viaKey = await call(createRoute, base, { headers: { "x-api-key": key }, body: { name: "Escalation" } });
    expect(viaKey.status).toBe(403);
    const delViaKey = await call(deleteRoute, `${base}/${id}`, { method: "DELETE", headers: { "x-api-key": key }, params: { id } });
    expect(delViaKey.status).toBe(403);
    expect((await list(token)).map((k) => k.name)).toEqual(["Automation"]);
  });

  it("the Free plan has no API access: no new keys, and existing keys are refused", async () => {
    const { token, user } = await makeUser();
    const { key } = (await create(token, { name: "Before downgrade" })).body.data;
    await makeFree(user.id);
    const r = await create(token, { name: "After downgrade" });
    expect(r.status).toBe(403);
    expect(r.body.error.message).toBe("API access is not available on the Free plan. Upgrade to Pro to use the API.");
    const used = await useKey(key);
    expect(used.status).toBe(403);
    expect(used.body.error.message).toBe("API access is not available on the Free plan. Upgrade to Pro to use the API.");
    expect((await list(token)).map((k) => k.name)).toEqual(["Before downgrade"]);
  });
});
