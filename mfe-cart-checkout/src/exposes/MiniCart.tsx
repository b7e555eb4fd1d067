import { RemoteRoot } from '@marketplace/contracts';
import { BUILD, REMOTE_ID } from '../remote';
import { MiniCartView } from '../features/cart/components/MiniCartView';

export default function MiniCart() {
  return (
    <RemoteRoot remote={REMOTE_ID} build={BUILD}>
      <MiniCartView />
    </RemoteRoot>
  );
}
