import { describe, it, expect } from "vitest";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { POST as signinRoute } from "@/app/api/auth/signin/route";
import { setPassword } from "@/db/queries/users";
import { getDb } from "@/db/client";
import { hash } from "@node-rs/argon2";
import { call, uniqueEmail } from "../helpers/http";

/**
 * Issue 13, point 1: a password is never altered. The sign-in form trims what is typed (spec §5), so
 * signup refuses a password that starts or ends with whitespace, with a clear message; every other
 * password signs in exactly as it was chosen.
 */
let ipSeq = 0;
const client = () => ({ "x-forwarded-for": `198.20.${process.pid % 200}.${++ipSeq}` });
const signin = (email: string, password: string) => call(signinRoute, "http://localhost/api/auth/signin", { body: { email, password }, headers: client() });
/** The signup form's way: signup (202, the same for any address), then sign-in with the same credentials. */
async function signup(email: string, password: string) {
  const res = await call(signupRoute, "http://localhost/api/auth/signup", { body: { name: "Edge Case", email, password }, headers: client() });
  return res.status === 202 ? signin(email, password) : res;
}

const ACCEPTED: [string, string][] = [
  ["spaces inside", "Correct horse battery 9!"],
  ["many spaces inside", "Tide  and   time  4U!"],
  ["accented letters", "Crème-brûlée-Paris-7"],
  ["Cyrillic and Latin", "Пароль-Secure-9x"],
  ["CJK", "秘密のパスワードAb3!"],
  ["emoji (astral characters)", "🔐Vault-Key-42x🦊"],
  ["right-to-left script", "كلمة-Secret-Pass-5"],
  // No repeated block: a password that repeats one (e.g. "q7Zx" 31 times) is refused as guessable.
  ["128 ASCII characters", `Aa1!${Array.from({ length: 31 }, (_, i) => `q${i % 10}Z${String.fromCharCode(97 + ((i * 7) % 26))}`).join("")}`],
  ["128 characters of which 64 are emoji", `Aa1!${"😀".repeat(64)}${"k".repeat(60)}`],
  ["symbols only around letters", "~`!@#$%^&*()_+{}|:\"<>?Ab1"],
];

describe("signup and sign-in with every password edge", () => {
  it.each(ACCEPTED)("%s: signs up and signs in with exactly that password", async (_what, password) => {
    const email = uniqueEmail("edge");
    const res = await signup(email, password);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ok = await signin(email, password);
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.email).toBe(email);
    // The server compares exactly: a changed password does not sign in, trimmed or padded.
    expect((await signin(email, `${password} `)).status).toBe(401);
    expect((await signin(email, password.slice(0, -1))).status).toBe(401);
  });

  it("checks exactly 128 characters as the upper bound, counted in characters not UTF-16 units", () => {
    expect([...ACCEPTED[7][1]]).toHaveLength(128);
    expect([...ACCEPTED[8][1]]).toHaveLength(128);
    expect(ACCEPTED[8][1].length).toBe(192);
  });

  it.each([
    ["a leading space", " Leading-space-Pass-1"],
    ["a trailing space", "Trailing-space-Pass-1 "],
    ["spaces on both sides", "  Both-sides-Pass-1  "],
    ["a trailing tab", "Tabbed-Pass-word-1\t"],
    ["a trailing newline", "Newline-Pass-word-1\n"],
    ["a leading no-break space", "\u00a0Nbsp-Pass-word-1"],
    ["a trailing ideographic space", "Ideographic-Pass-1\u3000"],
  ])("refuses %s with a clear message and creates nothing", async (_what, password) => {
    const email = uniqueEmail("space");
    const res = await signup(email, password);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: "validation_error", message: "Password cannot start or end with a space", requestId: expect.any(String) });
    expect((await signin(email, password.trim())).status).toBe(401);
  });

  it("refuses 129 characters with a clear message", async () => {
    const res = await signup(uniqueEmail("long"), `Aa1!${"q7Zx".repeat(31)}z`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("Password must be at most 128 characters");
  });

  it("the same accented password signs in whether typed composed or decomposed (NFKC)", async () => {
    const email = uniqueEmail("nfc");
    const composed = "Caf\u00e9-Latte-2024X!";
    const decomposed = "Cafe\u0301-Latte-2024X!";
    expect(composed).not.toBe(decomposed);
    expect((await signup(email, composed)).status).toBe(200);
    expect((await signin(email, decomposed)).status).toBe(200);
    expect((await signin(email, composed)).status).toBe(200);
  });

  it("an account whose password was stored before normalisation (raw, decomposed) still signs in", async () => {
    const email = uniqueEmail("legacy");
    const decomposed = "Cafe\u0301-Legacy-2024X!";
    const res = await signup(email, "Placeholder-Pass-55!");
    // A hash of the raw (non-normalised) string, as the code before this change stored it.
    await setPassword(getDb(), { userId: res.body.data.user.id, passwordHash: await hash(decomposed, { algorithm: 2 }) });
    expect((await signin(email, decomposed)).status).toBe(200);
  });

  it("an account created with a trailing space before the rule still signs in through the API, exactly", async () => {
    const email = uniqueEmail("legacy-space");
    const res = await signup(email, "Placeholder-Pass-55!");
    await setPassword(getDb(), { userId: res.body.data.user.id, passwordHash: await hash("Old-rule-Pass-9 ", { algorithm: 2 }) });
    expect((await signin(email, "Old-rule-Pass-9 ")).status).toBe(200);
    expect((await signin(email, "Old-rule-Pass-9")).status).toBe(401);
  });
});
