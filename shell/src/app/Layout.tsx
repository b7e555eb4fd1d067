import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { createPortal } from 'react-dom';
import { ChatLauncher } from '../features/chat-launcher/ChatLauncher';
import { Header } from '../features/layout/header/Header';
import { Footer } from '../features/layout/footer/Footer';
import { SkipLink } from '../features/layout/SkipLink';
import { OfflineBanner } from '../features/offline/OfflineBanner';
import { ReleaseUpdates } from '../features/offline/ReleaseUpdates';
import { dropServerRegion } from '../lib/federation/server-region';

/** Where the page's parts go in index.html: the shell renders the top, the routed region and the end. */
export interface PageSlots {
  main: HTMLElement;
  end: HTMLElement;
  /** Takes away what index.html and the server put in <main> that the page does not keep. */
  clearFrame: () => void;
}

/**
 * The page frame: header, the routed region, footer, the chat button, and what the connection and
 * new releases change. The region renders into index.html's own <main>, where the server's region
 * stays as it was painted; the footer after it. index.html's style lays the page out (the theme's
 * background, text colour and font), before any script and after.
 */
export function Layout({ slots, children, after }: { slots: PageSlots; children: ReactNode; after?: ReactNode }) {
  // In the commit that first shows the header: no frame is painted without the page's region.
  useLayoutEffect(() => slots.clearFrame(), [slots]);
  const { pathname, search } = useLocation();
  useLayoutEffect(() => dropServerRegion(pathname + search), [pathname, search]);
  return (
    <>
      <SkipLink />
      <OfflineBanner />
      <Header />
      {createPortal(children, slots.main)}
      {createPortal(
        <>
          <Footer />
          <ChatLauncher />
          <ReleaseUpdates />
          {after}
        </>,
        slots.end,
      )}
    </>
  );
}
