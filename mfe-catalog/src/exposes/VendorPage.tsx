import { RemoteRoot } from '@marketplace/contracts';
import { BUILD, REMOTE_ID } from '../remote';
import { VendorScreen } from '../features/vendors/components/VendorScreen';

export default function VendorPage() {
  return (
    <RemoteRoot remote={REMOTE_ID} build={BUILD}>
      <VendorScreen />
    </RemoteRoot>
  );
}
