/**
 * The lockout's key for an e-mail: the SHA-256 of the trimmed, lowercased address, hex. The
 * address itself is never stored; logs and messages show only the first 8 characters.
 */
export async function hashIdentifier(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const SHOWN_IDENTIFIER_LENGTH = 8;

/** What a log line shows of the hashed identifier. */
export function shownIdentifier(hash: string): string {
  return hash.slice(0, SHOWN_IDENTIFIER_LENGTH);
}
