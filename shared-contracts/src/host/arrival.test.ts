import { arrivedValue, noteArrival } from './arrival';

describe('arrivedValue', () => {
  it('is undefined until the noted promise fulfils, then gives its value', async () => {
    let resolve: (value: string) => void = () => undefined;
    const answer = noteArrival(new Promise<string>((r) => (resolve = r)));
    expect(arrivedValue(answer)).toBeUndefined();
    resolve('rows');
    await answer;
    expect(arrivedValue(answer)).toEqual({ value: 'rows' });
  });

  it('stays undefined for a promise that rejected', async () => {
    const failed = noteArrival(Promise.reject(new Error('down')));
    await expect(failed).rejects.toThrow('down');
    expect(arrivedValue(failed)).toBeUndefined();
  });

  it('knows nothing of a promise that was not noted', async () => {
    const answer = Promise.resolve(1);
    await answer;
    expect(arrivedValue(answer)).toBeUndefined();
  });
});
