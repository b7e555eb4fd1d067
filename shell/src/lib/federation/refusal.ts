// No federation runtime here: the site (and the monolith comparison, which has none) reports refusals too.

/** A remote refused at registration: the console names it and why; its regions show the fallback. */
export class RemoteRefusedError extends Error {
  constructor(
    readonly remote: string,
    readonly reason: string,
  ) {
    super(`[federation] ${remote} refused: ${reason}`);
    this.name = 'RemoteRefusedError';
  }
}

const reported = new Set<string>();

/**
 * Names a refusal on the console, once however often it is met (when the manifest arrives, and
 * again when a page asks for the remote); returns the error a load rejects with.
 */
export function reportRefusal(remote: string, reason: string): RemoteRefusedError {
  const refusal = new RemoteRefusedError(remote, reason);
  if (!reported.has(refusal.message)) {
    reported.add(refusal.message);
    console.error(refusal.message);
  }
  return refusal;
}
