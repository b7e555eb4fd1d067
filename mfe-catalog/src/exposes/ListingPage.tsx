import { RemoteRoot } from '@marketplace/contracts';
import { BUILD, REMOTE_ID } from '../remote';
import { ListingScreen } from '../features/listing/components/ListingScreen';

export default function ListingPage() {
  return (
    <RemoteRoot remote={REMOTE_ID} build={BUILD}>
      <ListingScreen />
    </RemoteRoot>
  );
}
