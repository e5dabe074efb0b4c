export type AiErrorKind = "budget_exceeded" | "timeout" | "upstream" | "invalid_output" | "refused" | "not_configured";

/** Every failure of a model call, with a message safe to show or log. */
export class AiError extends Error {
  constructor(
    public readonly kind: AiErrorKind,
    message: string,
    public readonly status?: number,
  ) {
    super(message);
    this.name = "AiError";
  }
}

export function isAiError(err: unknown, kind?: AiErrorKind): err is AiError {
  return err instanceof AiError && (kind === undefined || err.kind === kind);
}
