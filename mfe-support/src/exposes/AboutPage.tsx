import { RemoteRoot } from '@marketplace/contracts';
import { BUILD, REMOTE_ID } from '../remote';
import { AboutScreen } from '../features/about/components/AboutScreen';

export default function AboutPage() {
  return (
    <RemoteRoot remote={REMOTE_ID} build={BUILD}>
      <AboutScreen />
    </RemoteRoot>
  );
}
