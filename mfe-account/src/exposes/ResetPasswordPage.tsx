import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { ResetPasswordScreen } from '../features/auth/components/ResetPasswordScreen';

export default function ResetPasswordPage() {
  return (
    <RemoteRoot remote="mfe-account" build={BUILD}>
      <ResetPasswordScreen />
    </RemoteRoot>
  );
}
