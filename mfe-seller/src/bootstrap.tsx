import { renderStandalone } from '@marketplace/contracts';
import { PAGES } from './pages';
import SellerHomePage from './exposes/SellerHomePage';

// Standalone: this remote alone, its pages on their routes, with a dev host in place of the shell.
void renderStandalone(PAGES, {
  './SellerHomePage': SellerHomePage,
});
