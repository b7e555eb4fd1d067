import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { HomeScreen } from '../features/home/components/HomeScreen';

export default function HomePage() {
  return (
    <RemoteRoot remote="mfe-catalog" build={BUILD}>
      <HomeScreen />
    </RemoteRoot>
  );
}
