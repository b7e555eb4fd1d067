import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { CONTACT, paths, theme } from '@marketplace/contracts';
import { whatsappLink } from '../whatsapp';

const Section = styled.section`
  max-width: 1200px;
  margin: ${theme.space(8)} auto;
  padding: ${theme.space(6)};
  border-radius: ${theme.radius};
  background: #f0fdf4;
  h2 {
    margin: 0 0 ${theme.space(2)};
  }
  p {
    margin: 0 0 ${theme.space(4)};
  }
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(3)};
  }
  .options a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${theme.space(4)};
    border-radius: ${theme.radius};
    font-weight: 600;
    text-decoration: none;
  }
  .call {
    background: ${theme.color.brand};
    color: #fff;
  }
  /* WhatsApp's dark teal: white text on it passes WCAG AA (its lighter #128c7e does not). */
  .chat {
    background: #075e54;
    color: #fff;
  }
  .faq {
    color: ${theme.color.brand};
    border: 2px solid currentColor;
  }
  a:focus-visible {
    outline: 3px solid #111;
    outline-offset: 2px;
  }
`;

/** The home page's support panel: call, a messaging chat with a greeting in the shopper's language, hours, FAQ. */
export function SupportPanelView() {
  const { t } = useTranslation('support');
  return (
    <Section aria-labelledby="support-panel-title" data-testid="support-panel">
      <h2 id="support-panel-title">{t('panel.title')}</h2>
      <p>{t('panel.hours')}</p>
      <div className="options">
        <a className="call" href={CONTACT.phone.href}>
          {t('panel.call', { phone: CONTACT.phone.display })}
        </a>
        <a className="chat" href={whatsappLink(t('panel.greeting'))} target="_blank" rel="noopener noreferrer">
          {t('panel.message')}
        </a>
        <Link className="faq" to={paths.faq()}>
          {t('panel.faq')}
        </Link>
      </div>
    </Section>
  );
}
