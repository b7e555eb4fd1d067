import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { StatementScreen } from '../features/payments/components/StatementScreen';

export default function StatementPage() {
  return (
    <RemoteRoot remote="mfe-seller" build={BUILD}>
      <StatementScreen />
    </RemoteRoot>
  );
}
