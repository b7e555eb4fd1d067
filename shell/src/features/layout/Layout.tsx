import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';
import { ChatLauncher } from '../chat-launcher/ChatLauncher';
import { Header } from './header/Header';
import { Footer } from './footer/Footer';
import { SkipLink } from './SkipLink';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${theme.color.background};
  color: ${theme.color.text};
  font-family: ${theme.font.body};
  /* At least a screen tall whatever the page: the footer never moves into view when a short page
     (sign-in, after a redirect) replaces a tall skeleton, which is a layout shift the shopper sees. */
  main { flex: 1; min-height: 100vh; }
`;

/** The page frame: header, the routed region, footer, and the chat button. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <SkipLink />
      <Header />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ChatLauncher />
    </Page>
  );
}
