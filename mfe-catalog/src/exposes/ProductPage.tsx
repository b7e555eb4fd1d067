import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { ProductScreen } from '../features/products/components/ProductScreen';

export default function ProductPage() {
  return (
    <RemoteRoot remote="mfe-catalog" build={BUILD}>
      <ProductScreen />
    </RemoteRoot>
  );
}
