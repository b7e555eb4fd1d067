import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { ProfileScreen } from '../features/profile/components/ProfileScreen';

export default function ProfilePage() {
  return (
    <RemoteRoot remote="mfe-account" build={BUILD}>
      <ProfileScreen />
    </RemoteRoot>
  );
}
