import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, ChatIcon, FloatingButton } from '@marketplace/contracts';
import { RemoteRegion } from '../../components/RemoteRegion';
import { loadExposed } from '../../lib/federation/registry';
import { useSlot } from '../../lib/federation/SiteContext';

/**
 * The chat button. The chat widget (of the remote that declares the 'chat-widget' slot) is
 * fetched on the first press (or hover or focus, to get a head start), not with every page: most
 * visits never open the chat, and the home page's JavaScript budget is tight. The widget then
 * opens at once, as asked.
 */
export function ChatLauncher() {
  const { t } = useTranslation('shell');
  const [wanted, setWanted] = useState(false);
  const widget = useSlot('chat-widget');

  if (wanted) {
    const unavailable = (
      <FloatingButton type="button" aria-disabled="true" aria-label={t('chatLauncher.unavailable')} title={t('chatLauncher.unavailable')}>
        <ChatIcon />
      </FloatingButton>
    );
    return widget ? <RemoteRegion remote={widget.remote} module={widget.module} slotFallback={unavailable} /> : unavailable;
  }
  // A head start on hover or focus: fetch the widget's code, but keep this button until pressed.
  const preload = () => {
    if (widget) loadExposed(widget.remote, widget.module).catch(() => undefined);
  };
  return (
    <FloatingButton
      type="button"
      aria-label={t('chatLauncher.open')}
      data-testid="chat-launcher"
      onClick={() => {
        bus.publish('support:chat-open', { source: 'launcher' });
        setWanted(true);
      }}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <ChatIcon />
    </FloatingButton>
  );
}
