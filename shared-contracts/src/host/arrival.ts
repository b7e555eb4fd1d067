/**
 * Answers that have arrived, for a page to show at its commit. A page starts its first read while
 * it renders; when the answer is in by the commit (a first read the start-up script sent usually
 * is), setting it from a layout effect puts it in the first paint, where a `then` callback would
 * always run after that paint and show the loading state for a frame first.
 */
const arrived = new WeakMap<Promise<unknown>, { value: unknown }>();

/** `promise`, whose value arrivedValue will give once it fulfils (a rejection is left to its taker). */
export function noteArrival<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => arrived.set(promise, { value }),
    () => undefined,
  );
  return promise;
}

/** `{ value }` once `promise` (given to noteArrival) has fulfilled; undefined until then, or when it failed. */
export function arrivedValue<T>(promise: Promise<T>): { value: T } | undefined {
  return arrived.get(promise) as { value: T } | undefined;
}
