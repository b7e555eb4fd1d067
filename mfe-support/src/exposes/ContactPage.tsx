import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { ContactScreen } from '../features/contact/components/ContactScreen';

export default function ContactPage() {
  return (
    <RemoteRoot remote="mfe-support" build={BUILD}>
      <ContactScreen />
    </RemoteRoot>
  );
}
