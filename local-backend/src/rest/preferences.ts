import type { DbTxEnd } from '../config';
import { RestError } from './errors';

export type CountMethod = 'exact' | 'planned' | 'estimated';

/**
 * The Prefer header as PostgREST 12 reads it (src/PostgREST/ApiRequest/Preferences.hs): comma-separated
 * over any number of headers, the first value of each kind wins, unknown ones are ignored unless
 * `handling=strict` asks for an error.
 */
export interface Preferences {
  representation: boolean;
  count: CountMethod | null;
  resolution: 'merge' | 'ignore' | null;
  missingDefault: boolean;
  /** `params=single-object`: the whole body is a function's one json/jsonb argument. */
  singleObject: boolean;
  /** Whether this transaction ends in a rollback (db-tx-end and `tx=`). */
  rollback: boolean;
  strict: boolean;
  maxAffected: number | null;
  /** The Preference-Applied header, or null. */
  applied: string | null;
}

const KINDS: Record<string, string[]> = {
  resolution: ['resolution=merge-duplicates', 'resolution=ignore-duplicates'],
  missing: ['missing=default', 'missing=null'],
  return: ['return=representation', 'return=minimal', 'return=headers-only'],
  params: ['params=single-object'],
  count: ['count=exact', 'count=planned', 'count=estimated'],
  tx: ['tx=commit', 'tx=rollback'],
  handling: ['handling=strict', 'handling=lenient'],
};
const ACCEPTED = new Set(Object.values(KINDS).flat());

export function parsePreferences(headerValues: string[], txEnd: DbTxEnd): Preferences {
  const given = headerValues.flatMap((value) => value.split(',')).map((p) => p.trim());
  const first = (kind: string) => given.find((p) => KINDS[kind]!.includes(p)) ?? null;
  const value = (kind: string) => first(kind)?.split('=')[1] ?? null;
  const overridable = txEnd.endsWith('-allow-override');
  const tx = overridable ? value('tx') : null;
  const strict = value('handling') === 'strict';
  const maxAffectedText = given.find((p) => p.startsWith('max-affected='))?.slice('max-affected='.length);
  const maxAffected = maxAffectedText !== undefined && /^\d+$/.test(maxAffectedText) ? Number(maxAffectedText) : null;
  // A time zone would change how every timestamp reads; refused rather than silently ignored.
  const timezone = given.find((p) => p.startsWith('timezone='));
  if (timezone) throw new RestError(501, 'not_implemented', 'Prefer: timezone is not supported by the local backend', timezone);
  const invalid = given.filter((p) => p !== '' && !ACCEPTED.has(p) && !p.startsWith('max-affected='));
  if (strict && invalid.length) {
    throw new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${invalid.join(', ')}`);
  }
  // Preference-Applied lists what was honoured, in PostgREST's order (prefAppliedHeader).
  const applied = [
    first('resolution'),
    first('missing'),
    first('return'),
    first('count'),
    overridable ? first('tx') : null,
    first('handling'),
  ]
    .concat(strict && maxAffected !== null ? [`max-affected=${maxAffected}`] : [])
    .filter((p): p is string => p !== null);
  const resolution = value('resolution');
  return {
    representation: value('return') === 'representation',
    count: value('count') as CountMethod | null,
    resolution: resolution === 'merge-duplicates' ? 'merge' : resolution === 'ignore-duplicates' ? 'ignore' : null,
    missingDefault: value('missing') === 'default',
    singleObject: value('params') === 'single-object',
    rollback: tx === 'rollback' || (txEnd.startsWith('rollback') && tx !== 'commit'),
    strict,
    maxAffected: strict ? maxAffected : null,
    applied: applied.length ? applied.join(', ') : null,
  };
}

/** `Prefer: handling=strict, max-affected=n`: more rows changed (or returned by a function) fail, and roll back. */
export function checkMaxAffected(prefs: Preferences, affected: number): void {
  if (prefs.maxAffected !== null && affected > prefs.maxAffected) {
    throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${affected} rows`);
  }
}
