import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { MiniCartView } from '../features/cart/components/MiniCartView';

export default function MiniCart() {
  return (
    <RemoteRoot remote="mfe-cart-checkout" build={BUILD}>
      <MiniCartView />
    </RemoteRoot>
  );
}
