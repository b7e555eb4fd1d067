import { pageSingleton } from '../page-singleton';

/**
 * `offline`: the browser says it has no connection. `unreachable`: it says it has one, but the
 * shop does not answer (a used-up bundle, a captive portal, a tower that answers nothing).
 */
export type Reachability = 'online' | 'offline' | 'unreachable';

/** The page's one judge of the connection, owned by the shell (since contracts 2.2). */
export interface HostConnection {
  state(): Reachability;
  /** Calls `listener` on every change of `state()` until the returned function is called. */
  onChange(listener: (state: Reachability) => void): () => void;
  /**
   * A request got no answer at all (a network error or a timeout, not an HTTP error): the shell
   * asks the shop at once, and marks it unreachable if that gets no answer either.
   */
  reportFailure(): void;
  /** Asks the shop now (a load failed for a reason it cannot tell); resolves with the state after. */
  check(): Promise<Reachability>;
}

const page = pageSingleton('connection', () => ({ current: null as HostConnection | null }));

/** The shell hands the page its connection before any remote runs. */
export function provideConnection(connection: HostConnection): void {
  page.current = connection;
}

/** The page's connection, or null where no shell provides one. */
export function pageConnection(): HostConnection | null {
  return page.current;
}
