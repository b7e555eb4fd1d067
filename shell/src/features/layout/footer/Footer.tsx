import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CONTACT, paths, theme } from '@marketplace/contracts';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, TruckIcon } from '../icons';
import { focusRing, media } from '../styles';
import { PaymentBadges } from './PaymentBadges';

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
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">{t('footer.quickLinks')}</h2>
          <ul>
            <li>
              <Link to={paths.home()}>{t('common:pages.home')}</Link>
            </li>
            <li>
              <Link to={paths.products()}>{t('common:pages.products')}</Link>
            </li>
            <li>
              <Link to={paths.deals()}>{t('common:pages.deals')}</Link>
            </li>
            <li>
              <Link to={paths.categories()}>{t('common:pages.categories')}</Link>
            </li>
            <li>
              <Link to={paths.vendors()}>{t('common:pages.vendors')}</Link>
            </li>
            <li>
              <Link to={paths.vendorRegister()}>{t('common:pages.vendorRegister')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help">{t('footer.help')}</h2>
          <ul>
            <li>
              <Link to={paths.faq()}>{t('footer.faq')}</Link>
            </li>
            <li>
              <Link to={paths.shipping()}>{t('footer.shipping')}</Link>
            </li>
            <li>
              <Link to={paths.returns()}>{t('footer.returns')}</Link>
            </li>
            <li>
              <Link to={paths.contact()}>{t('footer.contact')}</Link>
            </li>
            <li>
              <Link to={paths.about()}>{t('footer.aboutUs')}</Link>
            </li>
            <li>
              <Link to={paths.privacy()}>{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to={paths.terms()}>{t('footer.terms')}</Link>
            </li>
          </ul>
        </nav>
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
