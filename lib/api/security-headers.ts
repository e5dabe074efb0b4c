/** HSTS for two years once a response has come over https (browsers ignore it over http). */
export const HSTS = "max-age=63072000; includeSubDomains";

export function securityHeaders(secure: boolean): Record<string, string> {
  return secure ? { "strict-transport-security": HSTS } : {};
}

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The pages' Content-Security-Policy: scripts only with this response's nonce (Next puts it on its
 * own scripts; 'strict-dynamic' lets them load their chunks), no plugins, no framing, no <base>
 * rewriting, forms only to this site. Styles may be inline (React and Radix set style attributes,
 * which nonces cannot cover). Images may come from any site (competitors' favicons, which follow the competitor's scheme).
 * In development React needs eval for its debugging aids.
 */
export function contentSecurityPolicy(nonce: string, opts: { secure: boolean; dev: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(opts.secure ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

export function pageSecurityHeaders(secure: boolean, dev: boolean): { nonce: string; headers: Record<string, string> } {
  const nonce = newNonce();
  return { nonce, headers: { "content-security-policy": contentSecurityPolicy(nonce, { secure, dev }), ...securityHeaders(secure) } };
}
