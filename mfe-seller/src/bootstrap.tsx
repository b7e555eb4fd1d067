import { renderStandalone } from '@marketplace/contracts';
import { PAGES } from './pages';
import OrdersPage from './exposes/OrdersPage';
import ProductEditorPage from './exposes/ProductEditorPage';
import ProductsPage from './exposes/ProductsPage';
import SellerHomePage from './exposes/SellerHomePage';

// Standalone: this remote alone, its pages on their routes, with a dev host in place of the shell.
void renderStandalone(PAGES, {
  './OrdersPage': OrdersPage,
  './ProductEditorPage': ProductEditorPage,
  './ProductsPage': ProductsPage,
  './SellerHomePage': SellerHomePage,
});
