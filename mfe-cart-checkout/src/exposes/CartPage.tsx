import { RemoteRoot } from '@marketplace/contracts';
import { BUILD, REMOTE_ID } from '../remote';
import { CartScreen } from '../features/cart/components/CartScreen';

export default function CartPage() {
  return (
    <RemoteRoot remote={REMOTE_ID} build={BUILD}>
      <CartScreen />
    </RemoteRoot>
  );
}
