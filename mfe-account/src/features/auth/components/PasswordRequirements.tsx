import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PASSWORD_RULES, theme } from '@marketplace/contracts';
import { useCatalogText } from '../../../lib/useMessages';

const Box = styled.div`
  padding: ${theme.space(3)};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.background};
  font-size: 0.875rem;
  ul {
    list-style: none;
    margin: ${theme.space(2)} 0 0;
    padding: 0;
    display: grid;
    gap: ${theme.space(1)};
  }
  li[data-met='true'] {
    color: ${theme.color.brand};
  }
  li[data-met='false'] {
    color: ${theme.color.muted};
  }
`;

/** The spec's password requirements box: each rule of the shared password rule, ticked live. */
export function PasswordRequirements({ password }: { password: string }) {
  const { t } = useTranslation('account');
  const text = useCatalogText();
  return (
    <Box aria-live="polite">
      <strong>{t('register.requirementsTitle')}</strong>
      <ul>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.message} data-met={met}>
              <span aria-hidden="true">{met ? '✓ ' : '○ '}</span>
              {text(rule.message)}
              <span className="sr-only" style={{ position: 'absolute', left: '-9999px' }}>
                {met ? ` (${t('register.requirementMet')})` : ` (${t('register.requirementNotMet')})`}
              </span>
            </li>
          );
        })}
      </ul>
    </Box>
  );
}
