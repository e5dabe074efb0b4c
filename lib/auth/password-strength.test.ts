import { describe, it, expect } from "vitest";
import { BREACHED_PASSWORD, GUESSABLE_PASSWORD, passwordStrengthError } from "./password-strength";

describe("server-side password strength (zxcvbn-ts)", () => {
  it.each(["password", "Password123!", "P@ssw0rd2024!", "Qwerty123456!", "!Georgia123!", "Dr@g0nb@ll2024!", "Freep@$$2024!", "#Leonid2024!"])(
    "refuses the breached password %s, decorated or not",
    (p) => expect(passwordStrengthError(p)).toBe(BREACHED_PASSWORD),
  );

  it.each(["Abc123456789!", "1qaz@WSX3edc", "Aaaaaaaaaaa1!", "Aa1!aaaaaaaa", "Abcdefgh123!", "Summer2024!!", "Welcome2024!!"])("refuses the guessable pattern %s", (p) => {
    expect(passwordStrengthError(p)).not.toBeNull();
  });

  it("refuses a password made of the account's own name or address", () => {
    expect(passwordStrengthError("Harcastle2024!", ["wendolyn.harcastle@example.com", "Wendolyn Harcastle"])).toBe(GUESSABLE_PASSWORD);
    expect(passwordStrengthError("Harcastle2024!")).toBeNull();
  });

  it.each(["Quartz-Lantern-92!x", "Meadow-Signal-64$k", "Correct-Horse-42!", "Coffee@Morning99", "Blue-Kettle-Rain-3", "Jx7#kLp9$qWz", "Crème-brûlée-Paris-7", "Пароль-Secure-9x", "秘密のパスワードAb3!", "🔐Vault-Key-42x🦊"])(
    "accepts %s",
    (p) => expect(passwordStrengthError(p)).toBeNull(),
  );
});
