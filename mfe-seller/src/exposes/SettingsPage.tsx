import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { SettingsScreen } from '../features/settings/components/SettingsScreen';

export default function SettingsPage() {
  return (
    <RemoteRoot remote="mfe-seller" build={BUILD}>
      <SettingsScreen />
    </RemoteRoot>
  );
}
