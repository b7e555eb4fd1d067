import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { CartScreen } from '../features/cart/components/CartScreen';

export default function CartPage() {
  return (
    <RemoteRoot remote="mfe-cart-checkout" build={BUILD}>
      <CartScreen />
    </RemoteRoot>
  );
}
