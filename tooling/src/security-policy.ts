/**
 * The security headers every app is served with, held once for `npm start`'s static server and
 * the nginx images (deploy/test checks that the nginx files say the same).
 *
 * The shell's page gets a Content Security Policy built from its runtime config: scripts, styles
 * and fetches only from itself, the remotes' origins and the backend. styled-components injects
 * <style> elements, so styles carry a per-response nonce: the server replaces NONCE_PLACEHOLDER in
 * the page (the inline <style>, `<meta property="csp-nonce">`, which styled-components reads, and
 * the inline start-up script) with a fresh value and names that value in the policy. No
 * 'unsafe-inline', no 'unsafe-eval'.
 */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** What the shell's policy is built from: the runtime config's shape (`/env.json`). */
export interface PolicySources {
  remotes: ReadonlyArray<{ manifest: string }>;
  supabase: { url: string } | null;
  allowOverrides: boolean;
}

/**
 * With overrides allowed a developer may point a remote at any loopback port (see the shell's
 * override rules); scheme-less sources match http and https.
 */
export const OVERRIDE_SOURCES = ['localhost:*', '127.0.0.1:*'] as const;
/** A remote's dev server also opens its live-reload WebSocket. */
const OVERRIDE_SOCKETS = ['ws://localhost:*', 'ws://127.0.0.1:*'] as const;

/** The origin (`scheme://host[:port]`) of an http(s) URL. */
export function originOf(url: string): string {
  return new URL(url).origin;
}

/** The shell page's policy; `nonce` is fresh for every response. */
export function shellContentSecurityPolicy(config: PolicySources, nonce: string): string {
  const remotes = [...new Set(config.remotes.map((remote) => originOf(remote.manifest)))];
  const backend = config.supabase ? [originOf(config.supabase.url)] : [];
  const overrides = config.allowOverrides ? [...OVERRIDE_SOURCES] : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", `'nonce-${nonce}'`, ...remotes, ...overrides]],
    ['style-src', ["'self'", `'nonce-${nonce}'`, ...remotes, ...overrides]],
    // blob: for the image-search preview, data: for small inlined icons.
    ['img-src', ["'self'", ...remotes, ...backend, ...overrides, 'blob:', 'data:']],
    ['font-src', ["'self'", ...remotes]],
    ['connect-src', ["'self'", ...remotes, ...backend, ...overrides, ...(config.allowOverrides ? OVERRIDE_SOCKETS : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/**
 * A remote serves scripts, styles and JSON for the shell's page and no page of its own in
 * production: nothing it sends may be rendered as a document that runs anything.
 */
export const REMOTE_CONTENT_SECURITY_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Sent with every response of every app. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=()',
} as const;

/** Only where TLS ends (the nginx images behind HTTPS); browsers ignore it over plain http. */
export const HSTS = 'max-age=31536000; includeSubDomains';
