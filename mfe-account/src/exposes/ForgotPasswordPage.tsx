import { RemoteRoot } from '@marketplace/contracts';
import { BUILD, REMOTE_ID } from '../remote';
import { ForgotPasswordScreen } from '../features/auth/components/ForgotPasswordScreen';

export default function ForgotPasswordPage() {
  return (
    <RemoteRoot remote={REMOTE_ID} build={BUILD}>
      <ForgotPasswordScreen />
    </RemoteRoot>
  );
}
