import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { ProductsScreen } from '../features/products/components/ProductsScreen';

export default function ProductsPage() {
  return (
    <RemoteRoot remote="mfe-seller" build={BUILD}>
      <ProductsScreen />
    </RemoteRoot>
  );
}
