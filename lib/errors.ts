/**
 * Domain errors: what went wrong, said in the domain's words. Domain code (services, billing, auth)
 * throws these and never an HTTP error; the route wrapper gives each kind its code and status through
 * the one error table (DOMAIN_ERROR_CODES in lib/api/errors.ts). The worker and scripts read them as-is.
 */
export type DomainErrorKind = "invalid" | "rejected" | "unauthenticated" | "not_allowed" | "limit_reached" | "not_found" | "conflict" | "unavailable" | "upstream";

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** A value the caller gave breaks a rule (a weak password, a URL without http(s)). */
export class InvalidError extends DomainError {
  readonly kind = "invalid";
}

/** The request cannot be honoured as made (an expired link, a bad signature, a missing header). */
export class RejectedError extends DomainError {
  readonly kind = "rejected";
}

/** Credentials are wrong or a session has ended. */
export class UnauthenticatedError extends DomainError {
  readonly kind = "unauthenticated";
}

/** The caller may not do this (a feature their plan does not include, an account-only action). */
export class NotAllowedError extends DomainError {
  readonly kind = "not_allowed";
}

/** A plan limit is reached (competitors, scan frequency, running analyses). */
export class LimitReachedError extends DomainError {
  readonly kind = "limit_reached";
}

/** The thing does not exist, or is not the caller's. The message is "<what> not found". */
export class NotFoundError extends DomainError {
  readonly kind = "not_found";

  constructor(what = "Resource") {
    super(`${what} not found`);
  }
}

/** The thing's state forbids the action (already verified, a second baseline, a job no longer pending). */
export class ConflictError extends DomainError {
  readonly kind = "conflict";
}

/** A service we need is not configured or not reachable. */
export class UnavailableError extends DomainError {
  readonly kind = "unavailable";
}

/** A service we call failed or answered something unusable. */
export class UpstreamError extends DomainError {
  readonly kind = "upstream";
}
