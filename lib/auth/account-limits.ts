import type { RouteLimit } from "@/lib/api/with-auth";
import type { LimitRule } from "@/lib/api/rate-limit";

/**
 * Limits of the account-recovery routes. Reset requests are limited per client address and per
 * target address (counted whether or not it has an account), so nobody can flood a mailbox.
 */
export const PASSWORD_RESET_LIMITS = {
  perClient: { name: "password-reset", what: "password reset requests", by: "client", limit: 20, windowSeconds: 3600 } satisfies RouteLimit,
  perEmail: { limit: 5, windowSeconds: 3600 } satisfies LimitRule,
  confirm: { name: "password-reset-confirm", what: "password reset attempts", by: "client", limit: 30, windowSeconds: 900 } satisfies RouteLimit,
};

export const VERIFY_EMAIL_LIMITS = {
  confirm: { name: "verify-email", what: "verification attempts", by: "client", limit: 30, windowSeconds: 900 } satisfies RouteLimit,
  resend: { name: "verify-email-resend", what: "verification e-mails", by: "user", limit: 5, windowSeconds: 3600 } satisfies RouteLimit,
};

/** Wrong current passwords included: 10 attempts per account in 15 minutes. */
export const CHANGE_PASSWORD_LIMIT: RouteLimit = { name: "change-password", what: "password change attempts", by: "user", limit: 10, windowSeconds: 900 };
