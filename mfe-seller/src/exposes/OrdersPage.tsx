import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { OrdersScreen } from '../features/orders/components/OrdersScreen';

export default function OrdersPage() {
  return (
    <RemoteRoot remote="mfe-seller" build={BUILD}>
      <OrdersScreen />
    </RemoteRoot>
  );
}
