import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths, theme } from '@marketplace/contracts';
import { actionsRowStyle, Section } from './Section';

const Band = styled(Section)`
  padding: ${theme.space(8)} ${theme.space(6)};
  border-radius: ${theme.radius};
  background: #fef3c7;
  p {
    max-width: 40rem;
  }
  .actions {
    ${actionsRowStyle}
  }
  .primary {
    background: ${theme.color.brand};
    color: #fff;
  }
  .secondary {
    background: #fff;
    color: ${theme.color.brandDark};
    outline: 2px solid ${theme.color.brand};
  }
`;

/** Invites vendors to start selling or learn more first. */
export function VendorCta() {
  const { t } = useTranslation('catalog');
  // The page's own name, not a bare 'Learn more': a link says where it goes out of context too.
  const { t: common } = useTranslation('common');
  return (
    <Band aria-labelledby="vendor-cta-heading">
      <h2 id="vendor-cta-heading">{t('vendorCta.title')}</h2>
      <p>{t('vendorCta.text')}</p>
      <div className="actions">
        <Link className="primary" to={paths.vendorRegister()}>
          {t('vendorCta.start')}
        </Link>
        <Link className="secondary" to={paths.vendorInfo()}>
          {common('pages.vendorInfo')}
        </Link>
      </div>
    </Band>
  );
}
