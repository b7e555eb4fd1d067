import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';
import { HIGHLIGHTS } from '../data/marketing';
import { Section } from './Section';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${theme.space(4)};
  li {
    padding: ${theme.space(4)};
    border-radius: ${theme.radius};
    background: #ecfdf5;
  }
  h3 {
    margin: ${theme.space(2)} 0 ${theme.space(1)};
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
  svg {
    width: 32px;
    height: 32px;
    color: ${theme.color.brand};
  }
`;

const ICONS: Record<(typeof HIGHLIGHTS)[number], string> = {
  delivery: 'M3 6h11v9H3zM14 9h4l3 3v3h-7zM7 18a2 2 0 1 0 0-.1M17 18a2 2 0 1 0 0-.1',
  sellers: 'M12 2l3 6 6 .9-4.5 4.3 1 6.3L12 16.6 6.5 19.5l1-6.3L3 8.9 9 8z',
  payments: 'M3 6h18v12H3zM3 10h18M7 15h4',
  support: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v5H4zM17 13h3v5h-3z',
};

/** Fast delivery, trusted sellers, secure payments, 24/7 support. */
export function Highlights() {
  const { t } = useTranslation('catalog');
  return (
    <Section aria-labelledby="highlights-heading">
      <h2 id="highlights-heading">{t('highlights.heading')}</h2>
      <List>
        {HIGHLIGHTS.map((id) => (
          <li key={id}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={ICONS[id]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            </svg>
            <h3>{t(`highlights.${id}.title`)}</h3>
            <p>{t(`highlights.${id}.text`)}</p>
          </li>
        ))}
      </List>
    </Section>
  );
}
