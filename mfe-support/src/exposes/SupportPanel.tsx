import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { SupportPanelView } from '../features/support-panel/components/SupportPanelView';

export default function SupportPanel() {
  return (
    <RemoteRoot remote="mfe-support" build={BUILD}>
      <SupportPanelView />
    </RemoteRoot>
  );
}
