import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { ShippingScreen } from '../features/policies/components/ShippingScreen';

export default function ShippingPage() {
  return (
    <RemoteRoot remote="mfe-support" build={BUILD}>
      <ShippingScreen />
    </RemoteRoot>
  );
}
