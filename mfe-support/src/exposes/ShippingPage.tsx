import { RemoteRoot } from '@marketplace/contracts';
import { BUILD, REMOTE_ID } from '../remote';
import { ShippingScreen } from '../features/policies/components/ShippingScreen';

export default function ShippingPage() {
  return (
    <RemoteRoot remote={REMOTE_ID} build={BUILD}>
      <ShippingScreen />
    </RemoteRoot>
  );
}
