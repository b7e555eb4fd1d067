import { RemoteRoot } from '@marketplace/contracts';
import { BUILD, REMOTE_ID } from '../remote';
import { VendorRegisterScreen } from '../features/vendors/components/VendorRegisterScreen';

export default function VendorRegisterPage() {
  return (
    <RemoteRoot remote={REMOTE_ID} build={BUILD}>
      <VendorRegisterScreen />
    </RemoteRoot>
  );
}
