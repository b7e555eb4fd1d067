import { resolveConfig } from '../src/config';

describe('resolveConfig', () => {
  it('has the simulated Safaricom answer an STK push after 3 s unless told otherwise', () => {
    expect(resolveConfig({ inMemory: true }).mpesaCallbackDelayMs).toBe(3000);
    expect(resolveConfig({ inMemory: true, mpesaCallbackDelayMs: 50 }).mpesaCallbackDelayMs).toBe(50);
  });
});
