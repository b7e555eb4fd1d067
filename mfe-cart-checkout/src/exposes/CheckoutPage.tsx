import { RemoteRoot } from '@marketplace/contracts';
import { BUILD, REMOTE_ID } from '../remote';
import { CheckoutScreen } from '../features/checkout/components/CheckoutScreen';

export default function CheckoutPage() {
  return (
    <RemoteRoot remote={REMOTE_ID} build={BUILD}>
      <CheckoutScreen />
    </RemoteRoot>
  );
}
