import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';
import { NS } from '../remote';
import { sellerPaths } from '../lib/routes';
import type { SellerAccess } from '../lib/access';

const Tabs = styled.nav`
  margin: 0 0 ${theme.space(6)};
  border-bottom: 1px solid ${theme.color.border};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: ${theme.space(3)} ${theme.space(3)};
    color: ${theme.color.muted};
    font-weight: 600;
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }
  a[aria-current='page'] {
    color: ${theme.color.brandDark};
    border-bottom-color: ${theme.color.brand};
  }
  a:hover {
    color: ${theme.color.text};
  }
  a:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
`;

/** The seller center's sections: a vendor's five, and an operator's applications and payouts. */
export function SellerNav({ access }: { access: SellerAccess }) {
  const { t } = useTranslation(NS);
  const links = [
    ...(access.vendorId
      ? [
          { to: sellerPaths.home(), label: t('nav.dashboard'), end: true },
          { to: sellerPaths.products(), label: t('nav.products'), end: false },
          { to: sellerPaths.orders(), label: t('nav.orders'), end: true },
          { to: sellerPaths.payments(), label: t('nav.payments'), end: false },
          { to: sellerPaths.settings(), label: t('nav.settings'), end: true },
        ]
      : []),
    ...(access.operator
      ? [
          { to: sellerPaths.applications(), label: t('nav.applications'), end: true },
          { to: sellerPaths.payouts(), label: t('nav.payouts'), end: true },
        ]
      : []),
  ];
  if (links.length === 0) return null;
  return (
    <Tabs aria-label={t('nav.label')}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </Tabs>
  );
}
