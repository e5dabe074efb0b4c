import { expect, type APIResponse, type Page } from "@playwright/test";

/**
 * What the signup form does, through the page's request context: POST /api/auth/signup (202, the same
 * answer for any address), then POST /api/auth/signin with the same credentials, whose response
 * (200: user and tokens, and the session cookie on the context) is returned.
 */
export async function signUpViaApi(page: Page, data: { name: string; email: string; password: string; company?: string }): Promise<APIResponse> {
  const created = await page.request.post("/api/auth/signup", { data });
  expect(created.status(), await created.text()).toBe(202);
  return page.request.post("/api/auth/signin", { data: { email: data.email, password: data.password } });
}

export interface SignedIn { user: { id: string; email: string; name: string }; tokens: { accessToken: string; refreshToken: string } }

/**
 * signUpViaApi, then the sign-in stored as the app stores it (token, refresh token, user, plus `extra`
 * keys such as the onboarding flag), once per browser session so a test's own changes to storage stand.
 */
export async function signUpAndStore(page: Page, data: { name: string; email: string; password: string }, extra: Record<string, string> = {}): Promise<SignedIn> {
  const res = await signUpViaApi(page, data);
  expect(res.status()).toBe(200);
  const { user, tokens } = (await res.json()).data as SignedIn;
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem("e2e-seeded")) return;
    sessionStorage.setItem("e2e-seeded", "1");
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, { auth_token: tokens.accessToken, api_key: tokens.accessToken, refresh_token: tokens.refreshToken, user: JSON.stringify(user), ...extra });
  return { user, tokens };
}
