import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { getDb, closeDb } from "@/db/client";
import { getUser } from "@/db/queries/users";
import { signup, issueTokens } from "@/lib/auth/service";
import { GET as getMe } from "./me/route";
import { GET as getProfile, PUT as putProfile } from "./profile/route";

const URL_PROFILE = "http://localhost/api/user/profile";
const URL_ME = "http://localhost/api/user/me";

async function newUser(name = "Ada Lovelace") {
  const db = getDb();
  const user = await signup(db, { name, email: `user-${randomUUID()}@example.com`, password: "Correct-Horse-42!", company: undefined });
  const { accessToken } = await issueTokens(db, user);
  return { user, token: accessToken };
}

function get(url: string, token?: string): Request {
  return new Request(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

function put(token: string | undefined, body: unknown): Request {
  return new Request(URL_PROFILE, {
    method: "PUT",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function read(res: Response) {
  return { status: res.status, body: await res.json() };
}

beforeAll(() => {
  getDb();
});
afterAll(async () => {
  await closeDb();
});

describe("GET /api/user/me", () => {
  it("returns the signed-in user without internal columns", async () => {
    const { user, token } = await newUser("Grace Hopper");
    const { status, body } = await read(await getMe(get(URL_ME, token)));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: user.id, email: user.email, name: "Grace Hopper" });
    expect(body.data).not.toHaveProperty("passwordHash");
    expect(body.data).not.toHaveProperty("tokenVersion");
  });

  it("answers 401 without credentials or with a bad token", async () => {
    expect((await getMe(get(URL_ME))).status).toBe(401);
    const { status, body } = await read(await getMe(get(URL_ME, "not.a.token")));
    expect(status).toBe(401);
    expect(body.error.code).toBe("unauthorized");
  });
});

describe("GET /api/user/profile", () => {
  it("returns name, email, dates and the default preferences", async () => {
    const { user, token } = await newUser();
    const { status, body } = await read(await getProfile(get(URL_PROFILE, token)));
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(["changeAlerts", "createdAt", "email", "emailVerified", "name", "productUpdates", "updatedAt", "weeklyDigest"]);
    expect(body.data).toMatchObject({ name: "Ada Lovelace", email: user.email, changeAlerts: true, weeklyDigest: true, productUpdates: false });
    expect(new Date(body.data.createdAt).toISOString()).toBe(body.data.createdAt);
  });

  it("answers 401 without auth", async () => {
    const { status, body } = await read(await getProfile(get(URL_PROFILE)));
    expect(status).toBe(401);
    expect(body.error.code).toBe("unauthorized");
  });

  it("refuses a token issued before sign-out everywhere", async () => {
    const { user, token } = await newUser();
    const db = getDb();
    const { revokeAllTokens } = await import("@/db/queries/users");
    await revokeAllTokens(db, { userId: user.id });
    expect((await getProfile(get(URL_PROFILE, token))).status).toBe(401);
  });
});

describe("PUT /api/user/profile", () => {
  it("updates the name (trimmed) and moves updatedAt forward", async () => {
    const { user, token } = await newUser();
    const { status, body } = await read(await putProfile(put(token, { name: "  Ada King  " })));
    expect(status).toBe(200);
    expect(body.data.name).toBe("Ada King");
    expect(new Date(body.data.updatedAt).getTime()).toBeGreaterThanOrEqual(user.updatedAt.getTime());
    expect((await getUser(getDb(), { userId: user.id }))?.name).toBe("Ada King");
  });

  it.each([
    ["changeAlerts", false],
    ["weeklyDigest", false],
    ["productUpdates", true],
  ] as const)("saves %s on its own and leaves the others alone", async (field, value) => {
    const { user, token } = await newUser();
    const { status, body } = await read(await putProfile(put(token, { [field]: value })));
    expect(status).toBe(200);
    expect(body.data[field]).toBe(value);
    const row = await getUser(getDb(), { userId: user.id });
    const expected = { changeAlerts: true, weeklyDigest: true, productUpdates: false, [field]: value };
    expect({ changeAlerts: row?.changeAlerts, weeklyDigest: row?.weeklyDigest, productUpdates: row?.productUpdates }).toEqual(expected);
    expect(row?.name).toBe("Ada Lovelace");
  });

  it("accepts a name of exactly 100 characters", async () => {
    const { token } = await newUser();
    const name = "n".repeat(100);
    const { status, body } = await read(await putProfile(put(token, { name })));
    expect(status).toBe(200);
    expect(body.data.name).toBe(name);
  });

  const invalid: Array<[string, unknown, RegExp]> = [
    ["an empty body", {}, /exactly one/],
    ["two fields at once", { name: "New", changeAlerts: false }, /exactly one/],
    ["two preferences at once", { weeklyDigest: false, productUpdates: true }, /exactly one/],
    ["a blank name", { name: "   " }, /Name is required/],
    ["an empty name", { name: "" }, /Name is required/],
    ["a name over 100 characters", { name: "x".repeat(101) }, /Name must be at most 100 characters/],
    ["a non-boolean preference", { changeAlerts: "false" }, /changeAlerts/],
    ["a null name", { name: null }, /name/],
    ["an unknown field", { email: "other@example.com" }, /email/],
    ["a read-only field next to a valid one", { name: "Ok", createdAt: "2020-01-01" }, /createdAt/],
    ["a body that is not an object", [{ name: "x" }], /.+/],
  ];

  it.each(invalid)("answers 400 to %s and changes nothing", async (_label, body, message) => {
    const { user, token } = await newUser();
    const before = await getUser(getDb(), { userId: user.id });
    const res = await read(await putProfile(put(token, body)));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("validation_error");
    expect(res.body.error.message).toMatch(message);
    const after = await getUser(getDb(), { userId: user.id });
    expect(after).toEqual(before);
  });

  it("answers 400 to malformed JSON and changes nothing", async () => {
    const { user, token } = await newUser();
    const before = await getUser(getDb(), { userId: user.id });
    const res = await read(await putProfile(put(token, "{name:")));
    expect(res.status).toBe(400);
    expect(await getUser(getDb(), { userId: user.id })).toEqual(before);
  });

  it("answers 401 without auth and changes nothing", async () => {
    const { user } = await newUser();
    const before = await getUser(getDb(), { userId: user.id });
    const { status } = await read(await putProfile(put(undefined, { name: "Intruder" })));
    expect(status).toBe(401);
    expect(await getUser(getDb(), { userId: user.id })).toEqual(before);
  });

  it("only ever changes the caller's own profile", async () => {
    const a = await newUser("Alice");
    const b = await newUser("Bob");
    await putProfile(put(a.token, { name: "Alice Renamed" }));
    expect((await getUser(getDb(), { userId: b.user.id }))?.name).toBe("Bob");
    const { body } = await read(await getProfile(get(URL_PROFILE, b.token)));
    expect(body.data.name).toBe("Bob");
  });
});
