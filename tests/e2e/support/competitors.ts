import pg from "pg";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { signUpViaApi } from "./signup";

/** Shared by the competitor specs: sign-up over the real API, and rows written straight into
 * DATABASE_URL for what only a scan would create. */

export const PASSWORD = "Quartz-Lantern-92!x";
export const FIRST_PAINT = { timeout: 30_000 };
/** Results of an API call (a toast, a refreshed card) on a busy machine. */
export const AFTER_CALL = { timeout: 20_000 };
let pool: pg.Pool | null = null;
export const db = () => (pool ??= new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 }));
export async function closeDb() {
  await pool?.end();
  pool = null;
}

export interface Session { token: string; userId: string }
export const isMobile = (info: TestInfo) => info.project.name === "mobile";

export async function signUp(page: Page): Promise<Session> {
  const email = `e2e-comp-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const res = await signUpViaApi(page, { name: "Ada Lovelace", email, password: PASSWORD });
  expect(res.status()).toBe(200);
  const { user, tokens } = (await res.json()).data;
  await page.addInitScript((e) => {
    for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v);
  }, { auth_token: tokens.accessToken, api_key: tokens.accessToken, refresh_token: tokens.refreshToken, user: JSON.stringify(user), "beta-notice-dismissed": "true", "has-seen-onboarding": "true" });
  return { token: tokens.accessToken, userId: user.id };
}

/** A competitor row straight in the database (no scan job), with the status the test needs. */
export async function insertCompetitor(s: Session, name: string, over: { type?: string; status?: string; lastError?: string; lastChecked?: Date | null } = {}): Promise<string> {
  const domain = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "")}.example`;
  const r = await db().query(
    "insert into competitors (user_id, name, url, domain, type, status, last_error, last_checked) values ($1,$2,$3,$4,$5,$6,$7,$8) returning id",
    [s.userId, name, `https://${domain}`, domain, over.type ?? "competitor", over.status ?? "active", over.lastError ?? null, over.lastChecked === undefined ? new Date(Date.now() - 5 * 60_000) : over.lastChecked],
  );
  return r.rows[0].id;
}

export async function setPlan(s: Session, plan: "free" | "enterprise") {
  await db().query("update subscriptions set plan=$2, status=$3 where user_id=$1", [s.userId, plan, plan === "free" ? "free" : "active"]);
}

/**
 * On a phone the competitor page's cards start closed (issue 29): opens every closed one, as a reader
 * tapping each heading would. Waits for the page's cards first.
 */
export async function openCards(page: Page) {
  await expect(page.getByTestId("scan-info")).toBeVisible(FIRST_PAINT);
  const closed = page.locator('[data-testid="card-toggle"][aria-expanded="false"]');
  for (let n = await closed.count(); n > 0; n = await closed.count()) await closed.first().click();
}
