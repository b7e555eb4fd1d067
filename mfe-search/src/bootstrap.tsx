import { renderStandalone } from '@marketplace/contracts';
import SearchPage from './exposes/SearchPage';

// Standalone: this remote alone, its pages on their routes, with a dev host in place of the shell.
void renderStandalone('mfe_search', {
  './SearchPage': SearchPage,
});
