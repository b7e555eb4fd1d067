import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTACT, PageFrame, paths } from '@marketplace/contracts';
import { SHIPPING_FIGURES } from '../../../lib/figures';
import { Card, Cards, Prose } from '../../../components/styles';

/** Shipping: the spec's structure with the marketplace's own figures from contracts (KES, EAT). */
export function ShippingScreen() {
  const { t } = useTranslation('support');
  const { t: common } = useTranslation('common');
  const figures = SHIPPING_FIGURES;
  return (
    <PageFrame title={common('pages.shipping')}>
      <Prose>
        <p>{t('shipping.intro', figures)}</p>
        <Cards>
          <Card aria-labelledby="ship-standard">
            <h2 id="ship-standard">{t('shipping.standard.title')}</h2>
            <p className="figure">{t('shipping.standard.time', figures)}</p>
            <p>{t('shipping.standard.cost', figures)}</p>
          </Card>
          <Card aria-labelledby="ship-express">
            <h2 id="ship-express">{t('shipping.express.title')}</h2>
            <p className="figure">{t('shipping.express.time', figures)}</p>
            <p>{t('shipping.express.cost', figures)}</p>
          </Card>
          <Card aria-labelledby="ship-pickup">
            <h2 id="ship-pickup">{t('shipping.pickup.title')}</h2>
            <p className="figure">{t('shipping.pickup.time')}</p>
            <p>{t('shipping.pickup.cost')}</p>
          </Card>
        </Cards>
        <h2>{t('shipping.international.title')}</h2>
        <p>{t('shipping.international.text', figures)}</p>
        <h2>{t('shipping.special.title', figures)}</h2>
        <p>{t('shipping.special.text', figures)}</p>
        <h2>{t('shipping.rules.title')}</h2>
        <ul>
          <li>{t('shipping.rules.cutoff', figures)}</li>
          <li>{t('shipping.rules.weekend')}</li>
          <li>{t('shipping.rules.poBox')}</li>
          <li>{t('shipping.rules.address')}</li>
        </ul>
        <h2>{t('shipping.tracking.title')}</h2>
        <p>
          {t('shipping.tracking.text')} <Link to={paths.orders()}>{common('pages.orders')}</Link>
        </p>
        <h2>{t('shipping.questions.title')}</h2>
        <p>
          {t('shipping.questions.text')} <a href={CONTACT.email.href}>{CONTACT.email.display}</a> ·{' '}
          <a href={CONTACT.phone.href}>{CONTACT.phone.display}</a>
        </p>
      </Prose>
    </PageFrame>
  );
}
