// Whether a server action can reach the server: bundled into each remote that imports
// `@marketplace/contracts/connection`, like the outbox that uses it, so a form can ask without
// loading its queue. What it answers is the shell's page connection (HostApi.connection), which
// judges from what actually happens; without a shell (a remote's dev host), the browser's word.
import { ERROR_MESSAGES, mapError } from '@marketplace/contracts';
import { pageConnection } from './host/page-connection';

export { pageConnection, provideConnection, type HostConnection, type Reachability } from './host/page-connection';

/** True when the shop cannot be reached: the browser says it is offline, or the shell found it so. */
export function isOffline(): boolean {
  const connection = pageConnection();
  if (connection) return connection.state() !== 'online';
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Calls `listener` whenever the shop becomes reachable again. */
export function onReconnect(listener: () => void): () => void {
  const connection = pageConnection();
  if (connection) return connection.onChange((state) => state === 'online' && listener());
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
}

/** The server could not be reached (the central mapping's network row), as opposed to a refusal. */
export function isConnectionFailure(error: unknown): boolean {
  return mapError(error).key === ERROR_MESSAGES.network.key;
}
