import { RemoteRoot } from '@marketplace/contracts';
import { BUILD, REMOTE_ID } from '../remote';
import { ProfileScreen } from '../features/profile/components/ProfileScreen';

export default function ProfilePage() {
  return (
    <RemoteRoot remote={REMOTE_ID} build={BUILD}>
      <ProfileScreen />
    </RemoteRoot>
  );
}
