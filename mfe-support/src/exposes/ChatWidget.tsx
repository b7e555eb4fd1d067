import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { ChatWidgetView } from '../features/chat/components/ChatWidgetView';
import { useContactOutbox } from '../features/contact/hooks/useContactOutbox';

export default function ChatWidget() {
  // The chat button is on every page: contact messages saved offline go out from whichever page
  // the shopper is on when this remote loads or the connection comes back.
  useContactOutbox();
  return (
    <RemoteRoot remote="mfe-support" build={BUILD}>
      <ChatWidgetView />
    </RemoteRoot>
  );
}
