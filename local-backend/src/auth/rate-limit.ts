import type { Limit } from '../config';

/** Fixed-window counter per key, in memory (one server process). */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly limit: Limit) {}

  /** Counts one attempt for key; false when the key is over its limit in the current window. */
  hit(key: string, now = Date.now()): boolean {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 10_000) this.sweep(now);
      window = { count: 0, resetAt: now + this.limit.windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count <= this.limit.max;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
