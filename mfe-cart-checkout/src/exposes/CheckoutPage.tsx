import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { CheckoutScreen } from '../features/checkout/components/CheckoutScreen';

export default function CheckoutPage() {
  return (
    <RemoteRoot remote="mfe-cart-checkout" build={BUILD}>
      <CheckoutScreen />
    </RemoteRoot>
  );
}
