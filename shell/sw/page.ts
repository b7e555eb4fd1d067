/**
 * The shell's page as the worker stores and serves it. The server gives every response a fresh
 * CSP nonce; a stored page is served with a fresh one too (in its policy and everywhere the page
 * names it), so a nonce is never reused across loads.
 */

/** The nonce a response's Content-Security-Policy names, if any. */
export function nonceOf(policy: string | null): string | null {
  return policy?.match(/'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1] ?? null;
}

/** The page and its policy with `fresh` in place of the nonce they were served with. */
export function withNonce(html: string, policy: string, fresh: string): { html: string; policy: string } {
  const old = nonceOf(policy);
  if (!old) return { html, policy };
  return { html: html.split(`"${old}"`).join(`"${fresh}"`), policy: policy.split(`'nonce-${old}'`).join(`'nonce-${fresh}'`) };
}

/** The page without its nonce: two responses of one release compare equal. */
export function releaseText(html: string, policy: string | null): string {
  const nonce = nonceOf(policy);
  return nonce ? html.split(nonce).join('') : html;
}

/** The scripts, styles and preloads the page names, as absolute URLs on `base`. */
export function pageFiles(html: string, base: string): string[] {
  const files = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"/g)) {
    const url = new URL(match[1]!, base);
    if (url.origin === new URL(base).origin && /\.(js|css)$/.test(url.pathname)) files.add(url.href);
  }
  return [...files];
}

/** A fresh nonce, as the servers make one (16 random bytes, base64). */
export function freshNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
