/** Reads the auth redirect the mailbox link put in the address (`#access_token=…&type=…` or `#error=…`). */
export function authRedirectParams(hash: string): { type: string | null; error: string | null; hasSession: boolean } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return {
    type: params.get('type'),
    error: params.get('error_code') ?? params.get('error'),
    hasSession: params.has('access_token'),
  };
}

/**
 * Whether an access token belongs to a password-recovery session (its `amr` names 'recovery').
 * Used besides the PASSWORD_RECOVERY event, which fires only once and may have been delivered
 * before this page subscribed. Only read, never trusted: the server checks the token itself.
 */
export function isRecoveryToken(accessToken: string | undefined): boolean {
  const payload = accessToken?.split('.')[1];
  if (!payload) return false;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { amr?: unknown };
    return Array.isArray(json.amr) && json.amr.some((entry) => (entry as { method?: unknown } | null)?.method === 'recovery');
  } catch {
    return false;
  }
}
