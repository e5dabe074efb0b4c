/** Password rules and strength labels of the specification (section 5). Pure: shared by forms and server. */
export const PASSWORD_MIN_LENGTH = 12;

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
  if (!input.password) errors.password = "Password is required";
  else if (!meetsAllRules(input.password)) errors.password = "Password does not meet all requirements";
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
    errors.confirmPassword = "Passwords don't match";
  }
  return errors;
}
