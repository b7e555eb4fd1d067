import { renderStandalone } from '@marketplace/contracts';
import { PAGES } from './pages';
import ApplicationsPage from './exposes/ApplicationsPage';
import OrdersPage from './exposes/OrdersPage';
import ProductEditorPage from './exposes/ProductEditorPage';
import ProductsPage from './exposes/ProductsPage';
import SellerHomePage from './exposes/SellerHomePage';
import SettingsPage from './exposes/SettingsPage';

// Standalone: this remote alone, its pages on their routes, with a dev host in place of the shell.
void renderStandalone(PAGES, {
  './ApplicationsPage': ApplicationsPage,
  './OrdersPage': OrdersPage,
  './ProductEditorPage': ProductEditorPage,
  './ProductsPage': ProductsPage,
  './SellerHomePage': SellerHomePage,
  './SettingsPage': SettingsPage,
});
