import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { ReturnsScreen } from '../features/policies/components/ReturnsScreen';

export default function ReturnsPage() {
  return (
    <RemoteRoot remote="mfe-support" build={BUILD}>
      <ReturnsScreen />
    </RemoteRoot>
  );
}
