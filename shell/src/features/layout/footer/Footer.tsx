import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CONTACT, paths, theme } from '@marketplace/contracts';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, TruckIcon } from '../icons';
import { focusRing, media } from '../styles';
import { PaymentBadges } from './PaymentBadges';
import { LinkList } from '../../../components/LinkList';

const Root = styled.footer`
  margin-top: ${theme.space(12)};
  background: #0f2a1f;
  color: #d1d5db;
  font-size: 0.9375rem;
  a {
    color: #d1d5db;
    text-decoration: none;
    border-radius: 4px;
    ${focusRing}
  }
  a:hover {
    color: #fff;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  a:focus-visible {
    outline-color: #93c5fd;
  }
  h2 {
    margin: 0 0 ${theme.space(4)};
    color: #fff;
    font-size: 1rem;
    font-weight: 700;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Columns = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${theme.space(12)} ${theme.space(4)} ${theme.space(8)};
  display: grid;
  grid-template-columns: 1.4fr 1fr 1fr 1.4fr;
  gap: ${theme.space(8)};
  @media (max-width: 1023.98px) {
    grid-template-columns: 1fr 1fr;
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: ${theme.space(6)};
    padding-top: ${theme.space(8)};
  }
  li + li {
    margin-top: ${theme.space(2)};
  }
`;

const Brand = styled.div`
  .name {
    display: block;
    margin-bottom: ${theme.space(3)};
    color: #fff;
    font-size: 1.25rem;
    font-weight: 800;
  }
  p {
    margin: 0 0 ${theme.space(4)};
    line-height: 1.6;
  }
  .delivery {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(2)};
    padding: ${theme.space(2)} ${theme.space(3)};
    border-radius: 999px;
    background: rgba(11, 122, 75, 0.35);
    color: #fff;
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

const Contact = styled.address`
  font-style: normal;
  dl {
    margin: 0;
    display: grid;
    gap: ${theme.space(3)};
  }
  dt {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    color: #9ca3af;
    font-size: 0.8125rem;
  }
  dt svg {
    color: #4ade80;
  }
  dd {
    margin: 2px 0 0 26px;
    color: #fff;
    line-height: 1.5;
  }
  dd a {
    color: #fff;
  }
  dd span {
    display: block;
  }
`;

const Bottom = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  .inner {
    max-width: 1280px;
    margin: 0 auto;
    padding: ${theme.space(5)} ${theme.space(4)};
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space(4)};
    /* Room for the chat button fixed at the bottom right. */
    padding-right: 96px;
    ${media.mobile} {
      padding-right: ${theme.space(4)};
      padding-bottom: 88px;
    }
  }
  .payments {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space(3)};
  }
  .payments-label {
    color: #9ca3af;
    font-size: 0.875rem;
  }
  small {
    font-size: 0.875rem;
  }
`;

/** The site footer: brand, quick links, help links, contact details, payment options, copyright. */
export function Footer() {
  const { t } = useTranslation(['shell', 'common']);
  const name = t('brand.name');
  return (
    <Root>
      <Columns>
        <Brand>
          <span className="name">{name}</span>
          <p>{t('footer.about')}</p>
          <span className="delivery">
            <TruckIcon size={18} />
            {t('footer.delivery')}
          </span>
        </Brand>
        <LinkList
          id="footer-quick"
          title={t('footer.quickLinks')}
          links={[
            { to: paths.home(), label: t('common:pages.home') },
            { to: paths.products(), label: t('common:pages.products') },
            { to: paths.deals(), label: t('common:pages.deals') },
            { to: paths.categories(), label: t('common:pages.categories') },
            { to: paths.vendors(), label: t('common:pages.vendors') },
            { to: paths.vendorRegister(), label: t('common:pages.vendorRegister') },
          ]}
        />
        <LinkList
          id="footer-help"
          title={t('footer.help')}
          links={[
            { to: paths.faq(), label: t('footer.faq') },
            { to: paths.shipping(), label: t('footer.shipping') },
            { to: paths.returns(), label: t('footer.returns') },
            { to: paths.contact(), label: t('footer.contact') },
            { to: paths.about(), label: t('footer.aboutUs') },
            { to: paths.privacy(), label: t('footer.privacy') },
            { to: paths.terms(), label: t('footer.terms') },
          ]}
        />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contactUs')}</h2>
          <Contact>
            <dl>
              <div>
                <dt>
                  <PinIcon size={18} />
                  {t('footer.address')}
                </dt>
                <dd>
                  {CONTACT.address.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </dd>
              </div>
              <div>
                <dt>
                  <PhoneIcon size={18} />
                  {t('footer.phone')}
                </dt>
                <dd>
                  <a href={CONTACT.phone.href}>{CONTACT.phone.display}</a>
                </dd>
              </div>
              <div>
                <dt>
                  <MailIcon size={18} />
                  {t('footer.email')}
                </dt>
                <dd>
                  <a href={CONTACT.email.href}>{CONTACT.email.display}</a>
                </dd>
              </div>
              <div>
                <dt>
                  <ClockIcon size={18} />
                  {t('footer.businessHours')}
                </dt>
                <dd>
                  <span>{t('common:businessHours.week')}</span>
                  <span>{t('common:businessHours.sunday')}</span>
                </dd>
              </div>
            </dl>
          </Contact>
        </section>
      </Columns>
      <Bottom>
        <div className="inner">
          <div className="payments">
            <span className="payments-label" id="footer-payments">
              {t('footer.payments')}
            </span>
            <PaymentBadges labelledBy="footer-payments" />
          </div>
          <small>{t('footer.copyright', { year: new Date().getFullYear(), name })}</small>
        </div>
      </Bottom>
    </Root>
  );
}
