/** Password rules and strength labels of the specification (section 5). Pure: shared by forms and server. */
export const PASSWORD_MIN_LENGTH = 12;
/** Characters (code points), counted after Unicode normalisation. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_SPACE_MESSAGE = "Password cannot start or end with a space";
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

/**
 * The form a password is checked and hashed in: Unicode NFKC (NIST SP 800-63B), so the same password
 * typed on another keyboard or system (composed 'é' or 'e' + combining accent) is the same password.
 * Nothing is trimmed.
 */
export function normalizePassword(password: string): string {
  return password.normalize("NFKC");
}

export const PASSWORD_RULES = [
  { id: "length", label: "At least 12 characters", test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { id: "upper", label: "One uppercase letter", test: (p: string) => /[A-Z]/.test(p) },
  { id: "lower", label: "One lowercase letter", test: (p: string) => /[a-z]/.test(p) },
  { id: "number", label: "One number", test: (p: string) => /[0-9]/.test(p) },
  { id: "special", label: "One special character", test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

export const STRENGTH_LABELS = ["Very Weak", "Weak", "Fair", "Good", "Strong", "Very Strong"] as const;

export function rulesMet(password: string): number {
  return PASSWORD_RULES.filter((r) => r.test(password)).length;
}

export function strengthLabel(password: string): (typeof STRENGTH_LABELS)[number] {
  return STRENGTH_LABELS[rulesMet(password)];
}

export function meetsAllRules(password: string): boolean {
  return rulesMet(password) === PASSWORD_RULES.length;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignupInput { name: string; email: string; company?: string; password: string; confirmPassword?: string }

/** Client- and server-side signup validation with the specification's messages. */
export function validateSignup(input: SignupInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!input.name.trim()) errors.name = "Name is required";
  else if (input.name.trim().length > 100) errors.name = "Name must be at most 100 characters";
  if (!input.email.trim()) errors.email = "Email is required";
  else if (!EMAIL_PATTERN.test(input.email.trim())) errors.email = "Please enter a valid email";
  const passwordError = newPasswordError(input.password);
  if (passwordError) errors.password = passwordError;
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
    errors.confirmPassword = "Passwords don't match";
  }
  return errors;
}

/**
 * The rules every new password meets (signup, reset, change), or null. The sign-in form trims what is
 * typed (spec §5), so a password may not start or end with whitespace (whitespace as trim() sees it):
 * it is refused here with a clear message instead of being silently altered anywhere.
 */
export function newPasswordError(password: string): string | null {
  if (!password) return "Password is required";
  const normalized = normalizePassword(password);
  if (normalized !== normalized.trim()) return PASSWORD_SPACE_MESSAGE;
  if ([...normalized].length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG_MESSAGE;
  if (!meetsAllRules(normalized)) return "Password does not meet all requirements";
  return null;
}
