import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { DashboardScreen } from '../features/dashboard/components/DashboardScreen';

export default function SellerHomePage() {
  return (
    <RemoteRoot remote="mfe-seller" build={BUILD}>
      <DashboardScreen />
    </RemoteRoot>
  );
}
