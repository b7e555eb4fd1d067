import { renderStandalone } from '@marketplace/contracts';
import { PAGES } from './pages';
import CartPage from './exposes/CartPage';
import CheckoutPage from './exposes/CheckoutPage';
import MiniCart from './exposes/MiniCart';

// Standalone: this remote alone, its pages on their routes, with a dev host in place of the shell.
void renderStandalone(PAGES, {
  './CartPage': CartPage,
  './CheckoutPage': CheckoutPage,
  './MiniCart': MiniCart,
});
