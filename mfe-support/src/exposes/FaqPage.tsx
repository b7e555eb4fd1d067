import { RemoteRoot } from '@marketplace/contracts';
import { BUILD, REMOTE_ID } from '../remote';
import { FaqScreen } from '../features/faq/components/FaqScreen';

export default function FaqPage() {
  return (
    <RemoteRoot remote={REMOTE_ID} build={BUILD}>
      <FaqScreen />
    </RemoteRoot>
  );
}
