import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { PayoutsScreen } from '../features/payouts/components/PayoutsScreen';

export default function PayoutsPage() {
  return (
    <RemoteRoot remote="mfe-seller" build={BUILD}>
      <PayoutsScreen />
    </RemoteRoot>
  );
}
