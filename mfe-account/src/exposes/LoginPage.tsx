import { RemoteRoot } from '@marketplace/contracts';
import { BUILD, REMOTE_ID } from '../remote';
import { LoginScreen } from '../features/auth/components/LoginScreen';

export default function LoginPage() {
  return (
    <RemoteRoot remote={REMOTE_ID} build={BUILD}>
      <LoginScreen />
    </RemoteRoot>
  );
}
