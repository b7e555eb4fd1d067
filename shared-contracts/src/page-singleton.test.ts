import { pageSingleton } from './page-singleton';

describe('pageSingleton', () => {
  it('makes one instance per page and name, whichever copy of the contracts asks', () => {
    const make = jest.fn(() => ({ made: true }));
    const first = pageSingleton('test-thing', make);
    let second: unknown;
    jest.isolateModules(() => {
      second = (jest.requireActual('./page-singleton') as typeof import('./page-singleton')).pageSingleton('test-thing', make);
    });
    expect(second).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    expect(pageSingleton('other-thing', () => 2)).toBe(2);
  });

  it("gives a second copy of the contracts the host's React context (a remote on a newer contracts minor runs its own copy)", () => {
    let copy: { host: unknown } | undefined;
    jest.isolateModules(() => {
      copy = { host: jest.requireActual('./host/host-api') };
    });
    const own = { host: jest.requireActual('./host/host-api') };
    expect(copy?.host).not.toBe(own.host);
    // The same context object: a provider rendered by the shell's copy reaches useHost() of the other.
    const contextOf = (module: unknown) =>
      (module as { HostProvider: (props: { value: unknown; children: null }) => { type: unknown } }).HostProvider({
        value: {},
        children: null,
      }).type;
    expect(contextOf(copy?.host)).toBe(contextOf(own.host));
  });
});
