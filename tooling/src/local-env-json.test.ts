/** @jest-environment node */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { localRuntimeConfig } from './apps';
import { pluginLocalEnvJson } from './local-env-json';

class RawSource {
  constructor(readonly text: string) {}
}

test("the shell's build writes localRuntimeConfig() as its env.json, so a remote added to apps.ts needs no edit under shell/", () => {
  const emitted = new Map<string, unknown>();
  pluginLocalEnvJson().setup({
    processAssets: (_descriptor, handler) =>
      handler({ compilation: { emitAsset: (name, source) => emitted.set(name, source) }, sources: { RawSource } }),
  });
  const source = emitted.get('env.json');
  expect(source).toBeInstanceOf(RawSource);
  expect(JSON.parse((source as RawSource).text)).toEqual(localRuntimeConfig('localhost'));
  expect(existsSync(join(__dirname, '..', '..', 'shell', 'public', 'env.json'))).toBe(false);
});
