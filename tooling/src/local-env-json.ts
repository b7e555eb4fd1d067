import { localRuntimeConfig } from './apps';

/** The part of Rsbuild's plugin API this plugin uses. */
interface EmitApi {
  processAssets: (
    descriptor: { stage: 'additional' },
    handler: (context: {
      compilation: { emitAsset(name: string, source: unknown): void };
      sources: { RawSource: new (source: string) => unknown };
    }) => void,
  ) => void;
}

/**
 * The shell's `/env.json` for a local run, written from the app list in apps.ts at build time:
 * a remote added to that list reaches the shell without an edit under shell/. A deployment
 * replaces the file (the image's entrypoint writes it from `REMOTES`).
 */
export function pluginLocalEnvJson() {
  return {
    name: 'marketplace:local-env-json',
    setup(api: EmitApi) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset('env.json', new sources.RawSource(`${JSON.stringify(localRuntimeConfig('localhost'), null, 2)}\n`));
      });
    },
  };
}
