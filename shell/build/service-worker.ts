import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { bundleScript } from './inline-script';

/**
 * Builds the site's service worker (`entry`) to `/sw.js` beside the page: a fixed name, since the
 * browser checks that URL for a new worker. A production build only; `npm run dev` has none.
 */
export function pluginServiceWorker(entry: string): RsbuildPlugin {
  return {
    name: 'marketplace:service-worker',
    setup(api) {
      api.onAfterBuild(async () => {
        const { distPath } = api.context;
        await writeFile(join(distPath, 'sw.js'), await bundleScript(entry, 'webworker'));
      });
    },
  };
}
