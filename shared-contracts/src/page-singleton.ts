import { CONTRACTS_VERSION } from './federation/contracts-version';

/**
 * One instance per page of a piece of contracts' state (the host's React context, the event bus,
 * the registered translations), whichever copy of contracts asks for it. A page normally runs one
 * copy, the shell's; a remote built against a newer contracts minor than the shell's runs its own
 * copy for the exports the shell's lacks, and must still meet the shell's host and bus. Keyed by
 * major: another major is refused before it runs (federation/contracts-version.ts).
 */
const MAJOR = CONTRACTS_VERSION.split('.')[0];

export function pageSingleton<T>(name: string, make: () => T): T {
  const scope = globalThis as unknown as Record<symbol, unknown>;
  const key = Symbol.for(`@marketplace/contracts@${MAJOR}:${name}`);
  if (!(key in scope)) scope[key] = make();
  return scope[key] as T;
}
