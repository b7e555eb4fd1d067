import { RemoteRoot } from '@marketplace/contracts';
import { BUILD, REMOTE_ID } from '../remote';
import { ReturnsScreen } from '../features/policies/components/ReturnsScreen';

export default function ReturnsPage() {
  return (
    <RemoteRoot remote={REMOTE_ID} build={BUILD}>
      <ReturnsScreen />
    </RemoteRoot>
  );
}
