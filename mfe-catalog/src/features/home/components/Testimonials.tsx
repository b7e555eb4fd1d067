import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';
import { Stars } from '../../../components/Stars';
import { TESTIMONIALS } from '../data/marketing';
import { Section } from './Section';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${theme.space(4)};
  li {
    display: flex;
    flex-direction: column;
    gap: ${theme.space(2)};
    padding: ${theme.space(4)};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    background: ${theme.color.surface};
  }
  figure {
    margin: 0;
    display: flex;
    gap: ${theme.space(3)};
    align-items: center;
  }
  img {
    border-radius: 50%;
  }
  blockquote {
    margin: 0;
    font-style: italic;
  }
  .who {
    display: flex;
    flex-direction: column;
  }
  .position {
    color: ${theme.color.muted};
    font-size: 0.9rem;
  }
`;

/** Three shoppers and vendors in their own words, with a drawn portrait and 1–5 stars. */
export function Testimonials() {
  const { t } = useTranslation('catalog');
  return (
    <Section aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading">{t('testimonials.heading')}</h2>
      <List>
        {TESTIMONIALS.map((item) => (
          <li key={item.id}>
            <Stars rating={item.rating} />
            <blockquote>{t(`testimonials.${item.id}.quote`)}</blockquote>
            <figure>
              <img src={item.image} alt={t('testimonials.portrait', { name: item.name })} loading="lazy" width={64} height={64} />
              <figcaption className="who">
                <strong>{item.name}</strong>
                <span className="position">{t(`testimonials.${item.id}.position`)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </List>
    </Section>
  );
}
