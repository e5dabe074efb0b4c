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
