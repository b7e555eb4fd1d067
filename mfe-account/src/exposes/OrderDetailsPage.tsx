import { useParams } from 'react-router';
import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { OrdersScreen } from '../features/orders/components/OrdersScreen';

/** `/orders/:orderId`: one order with its details open. Row-level security decides whether it is found. */
export default function OrderDetailsPage() {
  const { orderId = '' } = useParams();
  return (
    <RemoteRoot remote="mfe-account" build={BUILD}>
      <OrdersScreen orderId={orderId} />
    </RemoteRoot>
  );
}
