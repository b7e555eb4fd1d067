// Whether a server action can reach the server: bundled into each remote that imports
// `@marketplace/contracts/connection`, like the outbox that uses it, so a form can ask without
// loading its queue.
import { ERROR_MESSAGES, mapError } from '@marketplace/contracts';

/** True when the browser says it has no connection at all (`navigator.onLine === false`). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The server could not be reached (the central mapping's network row), as opposed to a refusal. */
export function isConnectionFailure(error: unknown): boolean {
  return mapError(error).key === ERROR_MESSAGES.network.key;
}
