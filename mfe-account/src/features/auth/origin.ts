interface FromState {
  from?: { pathname?: unknown; search?: unknown };
}

/**
 * Where a successful sign-in goes: the page the guard remembered (`state.from`, see the shell's
 * Guard), or '/'. Only same-site paths: '//evil.example', '/\\evil', 'https://…' or anything
 * with control characters falls back to '/'.
 */
export function safeOrigin(state: unknown): string {
  const from = (state as FromState | null)?.from;
  const pathname = from?.pathname;
  if (typeof pathname !== 'string' || !/^\/(?![/\\])/.test(pathname) || /[\p{Cc}\\]/u.test(pathname)) return '/';
  const search = typeof from?.search === 'string' && /^\?\P{Cc}*$/u.test(from.search) ? from.search : '';
  return pathname + search;
}
