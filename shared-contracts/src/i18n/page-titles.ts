import { en } from './common/en';
import { so } from './common/so';
import { sw } from './common/sw';
import type { PageTitle } from '../routes/pages';

type PageKey = keyof (typeof en)['pages'];

/**
 * A page title of the "common" namespace (`pages.<key>`) in every language, for a remote's page
 * declaration (routes/pages.ts): the title travels in its manifest, so the tab is named before any
 * of the remote's code has loaded. Read by build configs, never bundled into a page.
 */
export function commonPageTitle(key: PageKey): PageTitle {
  return { en: en.pages[key], so: so.pages[key], sw: sw.pages[key] };
}
