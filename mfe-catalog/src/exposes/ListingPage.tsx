import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { ListingScreen } from '../features/listing/components/ListingScreen';

export default function ListingPage() {
  return (
    <RemoteRoot remote="mfe-catalog" build={BUILD}>
      <ListingScreen />
    </RemoteRoot>
  );
}
