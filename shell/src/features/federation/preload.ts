import { preloadRemote } from '@module-federation/enhanced/runtime';
import { matchPath } from 'react-router-dom';
import { ROUTES } from '@marketplace/contracts';

/**
 * Starts fetching the remote module of the page being opened (its manifest, entry and the
 * exposed module's chunks, as the manifest lists them) as soon as the remotes are registered,
 * instead of after i18n and the first React render: the page's region no longer waits in line.
 */
export function preloadPageRemote(pathname: string): void {
  const route = ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname));
  if (!route || route.target.app === 'shell') return;
  // A failure here is harmless: the region loads (and reports) on its own.
  preloadRemote([{ nameOrAlias: route.target.app, exposes: [route.target.module.replace(/^\.\//, '')], resourceCategory: 'sync' }]).catch(() => undefined);
}
