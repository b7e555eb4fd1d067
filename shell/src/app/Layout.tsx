import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';
import { ChatLauncher } from '../features/chat-launcher/ChatLauncher';
import { Header } from '../features/layout/header/Header';
import { Footer } from '../features/layout/footer/Footer';
import { SkipLink } from '../features/layout/SkipLink';
import { OfflineBanner } from '../features/offline/OfflineBanner';
import { ReleaseUpdates } from '../features/offline/ReleaseUpdates';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${theme.color.background};
  color: ${theme.color.text};
  font-family: ${theme.font.body};
  /* At least a screen tall whatever the page: the footer never moves into view when a short page
     (sign-in, after a redirect) replaces a tall skeleton, which is a layout shift the shopper sees. */
  main {
    flex: 1;
    min-height: 100vh;
  }
`;

/** The page frame: header, the routed region, footer, the chat button, and what the connection and new releases change. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <SkipLink />
      <OfflineBanner />
      <Header />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ChatLauncher />
      <ReleaseUpdates />
    </Page>
  );
}
