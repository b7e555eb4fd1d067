import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { ForgotPasswordScreen } from '../features/auth/components/ForgotPasswordScreen';

export default function ForgotPasswordPage() {
  return (
    <RemoteRoot remote="mfe-account" build={BUILD}>
      <ForgotPasswordScreen />
    </RemoteRoot>
  );
}
