import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { CONTACT, paths, theme } from '@marketplace/contracts';
import { PhoneIcon } from '../icons';
import { focusRing, media } from '../styles';
import { AccountLinks } from './AccountLinks';
import { LanguageSwitcher } from './LanguageSwitcher';

/** Fixed so the sticky header can scroll exactly this far before the main bar sticks. */
export const TOP_BAR_HEIGHT = { desktop: 40, mobile: 36 } as const;

const Bar = styled.div`
  background: ${theme.color.brandDark};
  color: #fff;
  font-size: 0.8125rem;
  height: ${TOP_BAR_HEIGHT.desktop}px;
  ${media.mobile} {
    height: ${TOP_BAR_HEIGHT.mobile}px;
    font-size: 0.75rem;
  }
`;

const Inner = styled.div`
  max-width: 1280px;
  height: 100%;
  margin: 0 auto;
  padding: 0 ${theme.space(4)};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(4)};
  white-space: nowrap;
  ${media.mobile} {
    justify-content: center;
  }
`;

// Light-on-green links of the top bar (the language menu styles its own).
const LinkList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  > li > a,
  > li > button {
    display: inline-flex;
    align-items: center;
    /* WCAG 2.5.8: a target is at least 24 × 24 px. */
    min-height: 24px;
    gap: ${theme.space(1)};
    padding: ${theme.space(1)} ${theme.space(2)};
    border: 0;
    border-radius: 6px;
    background: none;
    color: inherit;
    font: inherit;
    text-decoration: none;
    cursor: pointer;
    ${focusRing}
  }
  > li > a:hover,
  > li > button:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  > li > a:focus-visible,
  > li > button:focus-visible {
    outline-color: #fff;
  }
  > li > a[data-variant='primary'] {
    background: #fff;
    color: ${theme.color.brandDark};
    font-weight: 600;
  }
  > li > a[data-variant='primary']:hover {
    background: #ecfdf5;
  }
`;

// Below 768 px the help links (phone included) live in the mobile menu; the offers stay.
const desktopOnly = css`
  ${media.mobile} {
    display: none;
  }
`;

const HelpNav = styled.nav`
  ${desktopOnly}
`;

const Promo = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin: 0;
  font-weight: 700;
  letter-spacing: 0.04em;
  .dot {
    opacity: 0.6;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    padding: 2px ${theme.space(1)};
    border-radius: 4px;
    color: ${theme.color.accentOnDark};
    text-decoration: underline;
    text-underline-offset: 3px;
    ${focusRing}
  }
  a:focus-visible {
    outline-color: #fff;
  }
  @media (min-width: ${theme.breakpoint.mobile}) and (max-width: 1099.98px) {
    display: none;
  }
  ${media.mobile} {
    gap: ${theme.space(1)};
    letter-spacing: 0.02em;
  }
  @media (max-width: 379.98px) {
    .new,
    .new + .dot {
      display: none;
    }
  }
`;

const Right = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  ${desktopOnly}
`;

/** Phone and help links, the running offers, the language menu and the account links. */
export function TopBar() {
  const { t } = useTranslation('shell');
  return (
    <Bar>
      <Inner>
        <HelpNav aria-label={t('header.topNav')}>
          <LinkList>
            <li>
              <a href={CONTACT.phone.href} aria-label={t('header.callUs', { phone: CONTACT.phone.display })}>
                <PhoneIcon size={14} />
                {CONTACT.phone.display}
              </a>
            </li>
            <li>
              <Link to={paths.faq()}>{t('header.faq')}</Link>
            </li>
            <li>
              <Link to={paths.contact()}>{t('header.contact')}</Link>
            </li>
            <li>
              <Link to={paths.shipping()}>{t('header.shipping')}</Link>
            </li>
            <li>
              <Link to={paths.returns()}>{t('header.returns')}</Link>
            </li>
          </LinkList>
        </HelpNav>
        <Promo>
          <span className="new">{t('header.promo.newArrivals')}</span>
          <span className="dot" aria-hidden="true">
            •
          </span>
          <span>{t('header.promo.upTo40')}</span>
          <span className="dot" aria-hidden="true">
            •
          </span>
          <Link to={paths.deals()}>{t('header.promo.shopNow')}</Link>
        </Promo>
        <Right>
          <LanguageSwitcher />
          <nav aria-label={t('header.accountNav')}>
            <LinkList>
              <AccountLinks />
            </LinkList>
          </nav>
        </Right>
      </Inner>
    </Bar>
  );
}
