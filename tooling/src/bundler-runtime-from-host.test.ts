import { BUNDLER_RUNTIME_GLOBAL } from '@marketplace/contracts/federation';

const globals = globalThis as Record<string, unknown>;

describe("a remote entry's bundler runtime from the host", () => {
  afterEach(() => delete globals[BUNDLER_RUNTIME_GLOBAL]);

  it("is what the host's function makes around this build's runtime module", () => {
    const made = { from: 'host' };
    const make = jest.fn((_runtime: object) => made);
    globals[BUNDLER_RUNTIME_GLOBAL] = make;
    jest.isolateModules(() => {
      expect((jest.requireActual('./bundler-runtime-from-host') as { default: unknown }).default).toBe(made);
      // This build's runtime module's namespace (as Babel's interop hands it over here).
      const runtime = jest.requireActual('@module-federation/runtime') as { init: unknown; loadRemote: unknown };
      expect(make.mock.calls[0]?.[0]).toMatchObject({ init: runtime.init, loadRemote: runtime.loadRemote });
    });
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('fails loudly when the host provides none', () => {
    jest.isolateModules(() => {
      expect(() => jest.requireActual('./bundler-runtime-from-host')).toThrow(
        `the host provides no federation bundler runtime (${BUNDLER_RUNTIME_GLOBAL})`,
      );
    });
  });
});
