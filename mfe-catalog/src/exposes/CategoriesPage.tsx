import { RemoteRoot } from '@marketplace/contracts';
import { BUILD, REMOTE_ID } from '../remote';
import { CategoriesScreen } from '../features/categories/components/CategoriesScreen';

export default function CategoriesPage() {
  return (
    <RemoteRoot remote={REMOTE_ID} build={BUILD}>
      <CategoriesScreen />
    </RemoteRoot>
  );
}
