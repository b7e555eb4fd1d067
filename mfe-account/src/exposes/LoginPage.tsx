import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { LoginScreen } from '../features/auth/components/LoginScreen';

export default function LoginPage() {
  return (
    <RemoteRoot remote="mfe-account" build={BUILD}>
      <LoginScreen />
    </RemoteRoot>
  );
}
