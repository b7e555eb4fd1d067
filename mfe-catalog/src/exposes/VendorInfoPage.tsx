import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { VendorInfoScreen } from '../features/vendors/components/VendorInfoScreen';

export default function VendorInfoPage() {
  return (
    <RemoteRoot remote="mfe-catalog" build={BUILD}>
      <VendorInfoScreen />
    </RemoteRoot>
  );
}
