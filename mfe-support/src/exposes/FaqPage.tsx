import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { FaqScreen } from '../features/faq/components/FaqScreen';

export default function FaqPage() {
  return (
    <RemoteRoot remote="mfe-support" build={BUILD}>
      <FaqScreen />
    </RemoteRoot>
  );
}
