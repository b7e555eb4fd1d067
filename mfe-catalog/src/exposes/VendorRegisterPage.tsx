import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { VendorRegisterScreen } from '../features/vendors/components/VendorRegisterScreen';

export default function VendorRegisterPage() {
  return (
    <RemoteRoot remote="mfe-catalog" build={BUILD}>
      <VendorRegisterScreen />
    </RemoteRoot>
  );
}
