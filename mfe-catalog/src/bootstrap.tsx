import { renderStandalone } from '@marketplace/contracts';
import { PAGES } from './pages';
import CategoriesPage from './exposes/CategoriesPage';
import HomePage from './exposes/HomePage';
import ListingPage from './exposes/ListingPage';
import ProductPage from './exposes/ProductPage';
import VendorInfoPage from './exposes/VendorInfoPage';
import VendorPage from './exposes/VendorPage';
import VendorRegisterPage from './exposes/VendorRegisterPage';

// Standalone: this remote alone, its pages on their routes, with a dev host in place of the shell.
void renderStandalone(PAGES, {
  './CategoriesPage': CategoriesPage,
  './HomePage': HomePage,
  './ListingPage': ListingPage,
  './ProductPage': ProductPage,
  './VendorInfoPage': VendorInfoPage,
  './VendorPage': VendorPage,
  './VendorRegisterPage': VendorRegisterPage,
});
