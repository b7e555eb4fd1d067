import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { ApplicationsScreen } from '../features/applications/components/ApplicationsScreen';

export default function ApplicationsPage() {
  return (
    <RemoteRoot remote="mfe-seller" build={BUILD}>
      <ApplicationsScreen />
    </RemoteRoot>
  );
}
