import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { PaymentsScreen } from '../features/payments/components/PaymentsScreen';

export default function PaymentsPage() {
  return (
    <RemoteRoot remote="mfe-seller" build={BUILD}>
      <PaymentsScreen />
    </RemoteRoot>
  );
}
