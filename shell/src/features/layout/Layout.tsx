import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FRAGMENTS, theme } from '@marketplace/contracts';
import { RemoteRegion } from '../federation/RemoteRegion';
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
  main { flex: 1; }
`;

/** The page frame: header, the routed region, footer, and the chat widget fragment. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <SkipLink />
      <Header />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <RemoteRegion remote={FRAGMENTS.chatWidget.app} module={FRAGMENTS.chatWidget.module} slotFallback={null} />
    </Page>
  );
}
