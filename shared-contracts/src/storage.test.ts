import { z } from 'zod/v3';
import { browserStorage, readStoredJson, writeStoredJson } from './storage';

const schema = z.object({ n: z.number() });

describe('stored JSON', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('round-trips a value of the right shape', () => {
    const storage = browserStorage('local');
    expect(writeStoredJson(storage, 'k', { n: 1 })).toBe(true);
    expect(readStoredJson(storage, 'k', schema)).toEqual({ n: 1 });
  });

  it.each(['{not json', '{"n":"1"}', '[]'])('discards %j with a warning and removes it', (raw) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('k', raw);
    expect(readStoredJson(browserStorage('local'), 'k', schema)).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"k"'));
  });

  it('works without storage at all', () => {
    expect(readStoredJson(null, 'k', schema)).toBeNull();
    expect(writeStoredJson(null, 'k', { n: 1 })).toBe(false);
  });

  it('reports a full storage as not written instead of throwing', () => {
    const storage = browserStorage('session');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeStoredJson(storage, 'k', { n: 1 })).toBe(false);
  });
});
