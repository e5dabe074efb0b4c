import { describe, expect, it } from "vitest";
import PasswordResetEmail, { passwordResetSubject } from "@/emails/password-reset";
import VerifyEmail, { verifyEmailSubject } from "@/emails/verify-email";
import PasswordChangedEmail, { passwordChangedSubject } from "@/emails/password-changed";
import { renderEmail } from "./email-render";

describe("account-security e-mails", () => {
  it("password reset: the link, one hour, single use, and no unsubscribe footer", async () => {
    const { html, text } = await renderEmail(PasswordResetEmail, { userName: "Ada", resetUrl: "https://app.test/reset-password?token=abc", validMinutes: 60, forgotUrl: "https://app.test/forgot-password" });
    expect(passwordResetSubject()).toBe("Reset your Rivalscope password");
    expect(html).toContain('href="https://app.test/reset-password?token=abc"');
    expect(text).toContain("works once and for 1 hour");
    expect(text).toContain("signs you out on every other device");
    expect(text).toContain("If you did not ask for this");
    expect(html).not.toMatch(/Unsubscribe|Notification settings/);
  });

  it("verification: the address, the link and what waits on it", async () => {
    const { html, text } = await renderEmail(VerifyEmail, { userName: "Ada", email: "ada@example.com", verifyUrl: "https://app.test/verify-email?token=xyz", validHours: 24 });
    expect(verifyEmailSubject()).toBe("Confirm your e-mail address for Rivalscope");
    expect(html).toContain('href="https://app.test/verify-email?token=xyz"');
    expect(text).toContain("ada@example.com");
    expect(text).toContain("no change alerts or digests");
    expect(text).toContain("24 hours");
  });

  it("password changed: how, and what to do if it was not the reader", async () => {
    const changed = await renderEmail(PasswordChangedEmail, { userName: "Ada", how: "changed", forgotUrl: "https://app.test/forgot-password" });
    const reset = await renderEmail(PasswordChangedEmail, { userName: "Ada", how: "reset", forgotUrl: "https://app.test/forgot-password" });
    expect(passwordChangedSubject()).toBe("Your Rivalscope password was changed");
    expect(changed.text).toContain("changed in Settings → Security");
    expect(reset.text).toContain("reset through an e-mailed link");
    expect(changed.text).toContain("If this was not you");
  });
});
