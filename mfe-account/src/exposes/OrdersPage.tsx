import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { OrdersScreen } from '../features/orders/components/OrdersScreen';

export default function OrdersPage() {
  return (
    <RemoteRoot remote="mfe-account" build={BUILD}>
      <OrdersScreen />
    </RemoteRoot>
  );
}
