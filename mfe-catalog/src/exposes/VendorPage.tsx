import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { VendorScreen } from '../features/vendors/components/VendorScreen';

export default function VendorPage() {
  return (
    <RemoteRoot remote="mfe-catalog" build={BUILD}>
      <VendorScreen />
    </RemoteRoot>
  );
}
