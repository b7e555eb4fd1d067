import { isOffline, onReconnect, provideConnection, type HostConnection, type Reachability } from './connection';

describe('isOffline and onReconnect', () => {
  it("take the browser's word while no shell provides a connection", () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isOffline()).toBe(true);
    onLine.mockReturnValue(true);
    expect(isOffline()).toBe(false);
    const reconnected = jest.fn();
    const stop = onReconnect(reconnected);
    window.dispatchEvent(new Event('online'));
    stop();
    window.dispatchEvent(new Event('online'));
    expect(reconnected).toHaveBeenCalledTimes(1);
    onLine.mockRestore();
  });

  it("read the shell's connection once it is provided: unreachable while the browser says online", () => {
    let state: Reachability = 'unreachable';
    const listeners = new Set<(state: Reachability) => void>();
    const connection: HostConnection = {
      state: () => state,
      onChange: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      reportFailure: () => undefined,
      check: async () => state,
    };
    provideConnection(connection);
    expect(navigator.onLine).toBe(true);
    expect(isOffline()).toBe(true);

    const reconnected = jest.fn();
    onReconnect(reconnected);
    window.dispatchEvent(new Event('online'));
    expect(reconnected).not.toHaveBeenCalled();
    state = 'online';
    listeners.forEach((listener) => listener(state));
    expect(isOffline()).toBe(false);
    expect(reconnected).toHaveBeenCalledTimes(1);
  });
});
