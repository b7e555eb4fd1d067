import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { RegisterScreen } from '../features/auth/components/RegisterScreen';

export default function RegisterPage() {
  return (
    <RemoteRoot remote="mfe-account" build={BUILD}>
      <RegisterScreen />
    </RemoteRoot>
  );
}
