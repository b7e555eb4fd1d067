import styled from 'styled-components';
import { media } from '../styles';
import { MainBar, MAIN_BAR_PADDING } from './MainBar';
import { MenuToggle, MobileMenu } from './MobileMenu';
import { TopBar, TOP_BAR_HEIGHT } from './TopBar';
import { useMobileMenu } from './useMobileMenu';
import { useScrolled } from './useScrolled';

// The compact main bar is this much shorter; the same amount of margin keeps the page's layout
// still, so the browser's scroll anchoring cannot bounce the page across the threshold.
const COMPACT_SAVING = 2 * (MAIN_BAR_PADDING.normal - MAIN_BAR_PADDING.compact);

// Sticky with a negative offset: the top bar scrolls away, the main bar stays.
// An open mobile menu lifts the header above the chat button (1600) so it covers the whole panel.
const Root = styled.header<{ $compact: boolean; $menuOpen: boolean }>`
  position: sticky;
  top: -${TOP_BAR_HEIGHT.desktop}px;
  z-index: ${({ $menuOpen }) => ($menuOpen ? 1700 : 1000)};
  margin-bottom: ${({ $compact }) => ($compact ? COMPACT_SAVING : 0)}px;
  transition: margin-bottom 0.2s;
  ${media.mobile} {
    top: -${TOP_BAR_HEIGHT.mobile}px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** The site header: top bar, main bar (compact once scrolled) and the mobile menu. */
export function Header() {
  const compact = useScrolled();
  const menu = useMobileMenu();
  return (
    <Root $compact={compact} $menuOpen={menu.open} data-compact={compact ? 'true' : 'false'}>
      <TopBar />
      <MainBar compact={compact} menuButton={<MenuToggle menu={menu} />} />
      <MobileMenu menu={menu} />
    </Root>
  );
}
