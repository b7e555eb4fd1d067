import { RemoteRoot } from '@marketplace/contracts';
import { BUILD, REMOTE_ID } from '../remote';
import { ContactScreen } from '../features/contact/components/ContactScreen';

export default function ContactPage() {
  return (
    <RemoteRoot remote={REMOTE_ID} build={BUILD}>
      <ContactScreen />
    </RemoteRoot>
  );
}
