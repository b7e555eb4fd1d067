import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths } from '@marketplace/contracts';
import { NS } from '../remote';
import { sellerPaths } from '../lib/routes';
import { Card, linkStyle } from './styles';

const Panel = styled(Card)`
  max-width: 40rem;
  a {
    ${linkStyle}
  }
`;

/** A signed-in user who is no vendor's member: what the seller center is, and the way to apply. */
export function NotVendor({ operator }: { operator: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <Panel aria-labelledby="seller-not-vendor">
      <h2 id="seller-not-vendor">{t('access.notVendorTitle')}</h2>
      <p>{t('access.notVendorText')}</p>
      <p>
        <Link to={paths.vendorRegister()}>{t('access.startSelling')}</Link>
      </p>
      {operator && <OperatorNote />}
    </Panel>
  );
}

/** What an operator does here, and the way to the applications. */
export function OperatorNote() {
  const { t } = useTranslation(NS);
  return (
    <p>
      {t('access.operatorText')} <Link to={sellerPaths.applications()}>{t('access.reviewApplications')}</Link>
    </p>
  );
}
