import { RemoteRoot } from '@marketplace/contracts';
import { BUILD, REMOTE_ID } from '../remote';
import { VendorInfoScreen } from '../features/vendors/components/VendorInfoScreen';

export default function VendorInfoPage() {
  return (
    <RemoteRoot remote={REMOTE_ID} build={BUILD}>
      <VendorInfoScreen />
    </RemoteRoot>
  );
}
