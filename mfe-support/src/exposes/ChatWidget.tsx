import { RemoteRoot } from '@marketplace/contracts';
import { BUILD } from '../remote';
import { ChatWidgetView } from '../features/chat/components/ChatWidgetView';

export default function ChatWidget() {
  return (
    <RemoteRoot remote="mfe-support" build={BUILD}>
      <ChatWidgetView />
    </RemoteRoot>
  );
}
