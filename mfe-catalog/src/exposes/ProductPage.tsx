import { RemoteRoot } from '@marketplace/contracts';
import { BUILD, REMOTE_ID } from '../remote';
import { ProductScreen } from '../features/products/components/ProductScreen';

export default function ProductPage() {
  return (
    <RemoteRoot remote={REMOTE_ID} build={BUILD}>
      <ProductScreen />
    </RemoteRoot>
  );
}
