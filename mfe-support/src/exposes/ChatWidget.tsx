import { RemoteRoot } from '@marketplace/contracts';
import { BUILD, REMOTE_ID } from '../remote';
import { ChatWidgetView } from '../features/chat/components/ChatWidgetView';

export default function ChatWidget() {
  return (
    <RemoteRoot remote={REMOTE_ID} build={BUILD}>
      <ChatWidgetView />
    </RemoteRoot>
  );
}
