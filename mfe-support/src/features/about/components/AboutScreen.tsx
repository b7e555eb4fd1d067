import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '@marketplace/contracts';
import { FEATURED_VENDOR } from '../../../lib/featured-vendor';
import { Card, Cards, Prose } from '../../../components/styles';

/** The spec's five values, in its order. */
const VALUES = ['satisfaction', 'quality', 'community', 'ethics', 'innovation'] as const;

export function AboutScreen() {
  const { t } = useTranslation('support');
  const { t: common } = useTranslation('common');
  return (
    <PageFrame title={common('pages.about')}>
      <Prose>
        <h2>{t('about.story.title')}</h2>
        <p>{t('about.story.text')}</p>
        <Cards>
          <Card aria-labelledby="about-mission">
            <h2 id="about-mission">{t('about.mission.title')}</h2>
            <p>{t('about.mission.text')}</p>
          </Card>
          <Card aria-labelledby="about-vision">
            <h2 id="about-vision">{t('about.vision.title')}</h2>
            <p>{t('about.vision.text')}</p>
          </Card>
        </Cards>
        <h2>{t('about.values.title')}</h2>
        <Cards>
          {VALUES.map((value) => (
            <Card key={value} aria-labelledby={`value-${value}`}>
              <h3 id={`value-${value}`}>{t(`about.values.${value}.title`)}</h3>
              <p>{t(`about.values.${value}.text`)}</p>
            </Card>
          ))}
        </Cards>
        <h2>{t('about.featured.title')}</h2>
        <p>{t('about.featured.text', { vendor: FEATURED_VENDOR.name })}</p>
        <p>
          <Link to={FEATURED_VENDOR.href}>{t('about.featured.link', { vendor: FEATURED_VENDOR.name })}</Link>
        </p>
      </Prose>
    </PageFrame>
  );
}
