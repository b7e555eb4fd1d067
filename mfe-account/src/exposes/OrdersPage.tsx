import { RemoteRoot } from '@marketplace/contracts';
import { BUILD, REMOTE_ID } from '../remote';
import { OrdersScreen } from '../features/orders/components/OrdersScreen';

export default function OrdersPage() {
  return (
    <RemoteRoot remote={REMOTE_ID} build={BUILD}>
      <OrdersScreen />
    </RemoteRoot>
  );
}
