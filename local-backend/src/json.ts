/** A JSON object (not null, not an array): a request body, a message or a field read by key. */
export function isRecord<Value = unknown>(value: unknown): value is Record<string, Value> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
