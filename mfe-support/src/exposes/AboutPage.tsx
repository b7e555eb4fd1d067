import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { AboutScreen } from '../features/about/components/AboutScreen';

export default function AboutPage() {
  return (
    <RemoteRoot remote="mfe-support" build={BUILD}>
      <AboutScreen />
    </RemoteRoot>
  );
}
