import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { ProductEditorScreen } from '../features/products/components/ProductEditorScreen';

export default function ProductEditorPage() {
  return (
    <RemoteRoot remote="mfe-seller" build={BUILD}>
      <ProductEditorScreen />
    </RemoteRoot>
  );
}
