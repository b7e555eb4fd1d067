import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame, paths } from '@marketplace/contracts';
import { FEATURED_VENDOR } from '../../../lib/featured-vendor';
import { Card, Cards, Prose } from '../../../components/styles';

const RETURNABLE = ['unused', 'defective', 'wrong', 'sizes'] as const;
const NOT_RETURNABLE = ['food', 'beauty', 'earrings', 'custom', 'giftCards'] as const;
const STEPS = ['request', 'label', 'pack', 'refund'] as const;

/** Returns: the spec's policy figures, lists, the featured vendor's special policy, steps and refunds. */
export function ReturnsScreen() {
  const { t } = useTranslation('support');
  const { t: common } = useTranslation('common');
  const vendor = { vendor: FEATURED_VENDOR.name };
  return (
    <PageFrame title={common('pages.returns')}>
      <Prose>
        <h2>{t('returns.policy.title')}</h2>
        <p>{t('returns.policy.text')}</p>
        <Cards>
          <Card aria-labelledby="returnable">
            <h3 id="returnable">{t('returns.returnable.title')}</h3>
            <ul>
              {RETURNABLE.map((item) => (
                <li key={item}>{t(`returns.returnable.${item}`)}</li>
              ))}
            </ul>
          </Card>
          <Card aria-labelledby="not-returnable">
            <h3 id="not-returnable">{t('returns.notReturnable.title')}</h3>
            <ul>
              {NOT_RETURNABLE.map((item) => (
                <li key={item}>{t(`returns.notReturnable.${item}`)}</li>
              ))}
            </ul>
          </Card>
        </Cards>
        <h2>{t('returns.special.title', vendor)}</h2>
        <ul>
          <li>{t('returns.special.limited')}</li>
          <li>{t('returns.special.custom')}</li>
        </ul>
        <p>
          <Link to={FEATURED_VENDOR.href}>{t('returns.special.link', vendor)}</Link>
        </p>
        <h2>{t('returns.steps.title')}</h2>
        <ol>
          {STEPS.map((step) => (
            <li key={step}>
              <strong>{t(`returns.steps.${step}.title`)}</strong>: {t(`returns.steps.${step}.text`)}
            </li>
          ))}
        </ol>
        <h2>{t('returns.refunds.title')}</h2>
        <p>{t('returns.refunds.text')}</p>
        <p>
          <Link to={paths.orders()}>{t('returns.links.orders')}</Link> · <Link to={paths.contact()}>{t('returns.links.contact')}</Link>
        </p>
      </Prose>
    </PageFrame>
  );
}
