import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadExposed, RemoteLoadError } from './registry';

// The federation runtime stands in as a controllable loadRemote: the registry's sharing of loads is under test.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
const remoteLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;

beforeEach(() => remoteLoad.mockReset());

describe('loadExposed', () => {
  it('gives callers asking while a load is on its way that same load (the start-up warm-up and the region), and loads afresh once it has settled', async () => {
    let finish: (value: unknown) => void = () => undefined;
    remoteLoad.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const first = loadExposed('mfe_catalog', './HomePage');
    const second = loadExposed('mfe_catalog', './HomePage');
    expect(remoteLoad).toHaveBeenCalledTimes(1);
    expect(remoteLoad).toHaveBeenCalledWith('mfe_catalog/HomePage');
    const page = { default: () => null };
    finish(page);
    await expect(first).resolves.toBe(page);
    await expect(second).resolves.toBe(page);

    remoteLoad.mockResolvedValue(page);
    await loadExposed('mfe_catalog', './HomePage');
    expect(remoteLoad).toHaveBeenCalledTimes(2);
  });

  it('rejects every caller of a failed load with RemoteLoadError, and the next call (Try Again) asks the runtime again', async () => {
    remoteLoad.mockRejectedValueOnce(new Error('manifest answered 503'));
    const calls = [loadExposed('mfe_search', './SearchPage'), loadExposed('mfe_search', './SearchPage')];
    for (const call of calls) await expect(call).rejects.toBeInstanceOf(RemoteLoadError);
    expect(remoteLoad).toHaveBeenCalledTimes(1);

    remoteLoad.mockResolvedValueOnce({ default: () => null });
    await expect(loadExposed('mfe_search', './SearchPage')).resolves.toHaveProperty('default');
    expect(remoteLoad).toHaveBeenCalledTimes(2);
  });

  it('keeps loads of different modules apart', async () => {
    remoteLoad.mockResolvedValue({ default: () => null });
    await Promise.all([loadExposed('mfe_catalog', './HomePage'), loadExposed('mfe_catalog', './ListingPage')]);
    expect(remoteLoad.mock.calls.map(([id]) => id)).toEqual(['mfe_catalog/HomePage', 'mfe_catalog/ListingPage']);
  });
});
