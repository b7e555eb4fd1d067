import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { CategoriesScreen } from '../features/categories/components/CategoriesScreen';

export default function CategoriesPage() {
  return (
    <RemoteRoot remote="mfe-catalog" build={BUILD}>
      <CategoriesScreen />
    </RemoteRoot>
  );
}
