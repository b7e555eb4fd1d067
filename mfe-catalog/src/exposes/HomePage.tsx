import { RemoteRoot } from '@marketplace/contracts';
import { BUILD, REMOTE_ID } from '../remote';
import { HomeScreen } from '../features/home/components/HomeScreen';

export default function HomePage() {
  return (
    <RemoteRoot remote={REMOTE_ID} build={BUILD}>
      <HomeScreen />
    </RemoteRoot>
  );
}
