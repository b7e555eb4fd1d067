import { renderStandalone } from '@marketplace/contracts';
import { PAGES } from './pages';
import { EXPOSED_PAGES } from './exposes/pages';

// Standalone: this remote alone, its pages on their routes, with a dev host in place of the shell.
void renderStandalone(PAGES, EXPOSED_PAGES);
