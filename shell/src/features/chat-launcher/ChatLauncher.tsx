import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, ChatIcon, FloatingButton, FRAGMENTS } from '@marketplace/contracts';
import { RemoteRegion } from '../federation/RemoteRegion';
import { loadExposed } from '../federation/registry';

/**
 * The chat button. The support remote's chat widget is fetched on the first press (or hover or
 * focus, to get a head start), not with every page: most visits never open the chat, and the
 * home page's JavaScript budget is tight. The widget then opens at once, as asked.
 */
export function ChatLauncher() {
  const { t } = useTranslation('shell');
  const [wanted, setWanted] = useState(false);

  if (wanted) {
    return (
      <RemoteRegion
        remote={FRAGMENTS.chatWidget.app}
        module={FRAGMENTS.chatWidget.module}
        slotFallback={
          <FloatingButton type="button" aria-disabled="true" aria-label={t('chatLauncher.unavailable')} title={t('chatLauncher.unavailable')}>
            <ChatIcon />
          </FloatingButton>
        }
      />
    );
  }
  // A head start on hover or focus: fetch the widget's code, but keep this button until pressed.
  const preload = () => {
    loadExposed(FRAGMENTS.chatWidget.app, FRAGMENTS.chatWidget.module).catch(() => undefined);
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
