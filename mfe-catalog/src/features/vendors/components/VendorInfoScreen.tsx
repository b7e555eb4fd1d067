import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageFrame, paths, theme } from '@marketplace/contracts';
import { SELLING_NAMESPACE } from '../../../i18n/selling/namespace';

const Body = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
    gap: ${theme.space(4)};
    padding: 0;
    list-style: none;
  }
  li {
    padding: ${theme.space(4)};
    border-radius: ${theme.radius};
    background: #ecfdf5;
  }
  h3 {
    margin: 0 0 ${theme.space(1)};
  }
  ol {
    padding-left: 1.25rem;
    line-height: 1.8;
  }
  .start {
    justify-self: start;
    padding: ${theme.space(3)} ${theme.space(5)};
    border-radius: ${theme.radius};
    background: ${theme.color.brand};
    color: #fff;
    font-weight: 700;
    text-decoration: none;
  }
  a:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
`;

const REASONS = ['fees', 'delivery', 'payouts', 'shoppers'] as const;
const STEPS = ['apply', 'review', 'listing', 'sell'] as const;

/** /vendor/info: why sell here, the steps to start, and the way to apply. */
export function VendorInfoScreen() {
  const { t } = useTranslation(SELLING_NAMESPACE);
  const { t: common } = useTranslation('common');
  return (
    <PageFrame title={common('pages.vendorInfo')}>
      <Body>
        <p>{t('vendorInfo.intro')}</p>
        <section aria-labelledby="why-heading">
          <h2 id="why-heading">{t('vendorInfo.whyHeading')}</h2>
          <ul>
            {REASONS.map((id) => (
              <li key={id}>
                <h3>{t(`vendorInfo.reasons.${id}.title`)}</h3>
                <p>{t(`vendorInfo.reasons.${id}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="steps-heading">
          <h2 id="steps-heading">{t('vendorInfo.stepsHeading')}</h2>
          <ol>
            {STEPS.map((id) => (
              <li key={id}>{t(`vendorInfo.steps.${id}`)}</li>
            ))}
          </ol>
        </section>
        <Link className="start" to={paths.vendorRegister()}>
          {t('vendorInfo.apply')}
        </Link>
      </Body>
    </PageFrame>
  );
}
