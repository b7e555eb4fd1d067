import type { ZodType, ZodTypeDef } from 'zod/v3';
import { browserStorage, type StorageKind } from './browser-storage';

export { browserStorage, type StorageKind };

/**
 * A stored JSON value checked against its schema. Missing → null. Unreadable or of the wrong
 * shape (corrupt or tampered) → removed, a console warning naming the key, and null.
 */
export function readStoredJson<T>(storage: Storage | null, key: string, schema: ZodType<T, ZodTypeDef, unknown>): T | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: discarded below like any other corrupt value.
  }
  console.warn(`[storage] discarded unreadable data under "${key}"`);
  try {
    storage.removeItem(key);
  } catch {
    // Nothing more to do: the next write replaces it.
  }
  return null;
}

/** Stores a JSON value; a full or blocked storage costs only persistence, never the caller's flow. */
export function writeStoredJson(storage: Storage | null, key: string, value: unknown): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}
