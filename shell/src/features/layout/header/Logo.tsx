import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths, theme } from '@marketplace/contracts';
import { focusRing, media } from '../styles';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  flex: none;
  white-space: nowrap;
  border-radius: ${theme.radius};
  color: ${theme.color.text};
  text-decoration: none;
  ${focusRing}
  svg {
    transition:
      width 0.2s,
      height 0.2s;
  }
`;

const Badge = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  line-height: 1.1;
  strong {
    padding: 3px ${theme.space(3)};
    border: 1px solid #a7f3d0;
    border-radius: 999px;
    background: #ecfdf5;
    color: ${theme.color.brandDark};
    font-size: 1.0625rem;
    font-weight: 800;
    letter-spacing: -0.01em;
  }
  small {
    margin: 3px 0 0 ${theme.space(3)};
    color: ${theme.color.muted};
    font-size: 0.625rem;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  ${media.mobile} {
    strong {
      font-size: 0.9375rem;
    }
    small {
      display: none;
    }
  }
`;

/** The text-free mark: a market stall awning over a district block, in the brand colours. */
function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill={theme.color.brand} />
      <path d="M8 15l3-6h18l3 6z" fill={theme.color.accent} />
      <path d="M8 15h24v2.5a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0z" fill="#fff" />
      <path d="M11 21h18v10H11z" fill="#fff" opacity="0.9" />
      <path d="M17 31v-6h6v6z" fill={theme.color.brandDark} />
    </svg>
  );
}

/** The logo linking home: mark plus the shop-name badge; compact headers get a smaller mark. */
export function Logo({ compact }: { compact: boolean }) {
  const { t } = useTranslation('shell');
  const name = t('brand.name');
  return (
    <Home to={paths.home()} aria-label={t('header.logo', { name })}>
      <Mark size={compact ? 32 : 40} />
      <Badge>
        <strong>{name}</strong>
        <small>{t('header.tagline')}</small>
      </Badge>
    </Home>
  );
}
