import { RemoteRoot } from '@marketplace/contracts';
import { BUILD, REMOTE_ID } from '../remote';
import { RegisterScreen } from '../features/auth/components/RegisterScreen';

export default function RegisterPage() {
  return (
    <RemoteRoot remote={REMOTE_ID} build={BUILD}>
      <RegisterScreen />
    </RemoteRoot>
  );
}
