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
      // Beside the page: the web build's folder, not the page server's.
      api.onAfterBuild(async ({ environments }) => {
        const web = environments.web;
        if (web) await writeFile(join(web.distPath, 'sw.js'), await bundleScript(entry, 'webworker'));
      });
    },
  };
}
