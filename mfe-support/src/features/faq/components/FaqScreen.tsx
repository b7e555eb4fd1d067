import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { CONTACT, PageFrame, paths, theme } from '@marketplace/contracts';
import { SHIPPING_FIGURES } from '../../../lib/figures';
import { useServerMarkup } from '../../../lib/useServerMarkup';
import { Card, Prose } from '../../../components/styles';
import { FAQ_CATEGORIES, FAQ_QUESTION_IDS } from '../data/faq';
import { matchesFaq } from '../logic/filter';
import { FaqItem } from './FaqItem';

const Search = styled.div`
  margin: 0 0 ${theme.space(6)};
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${theme.space(2)};
  }
  input {
    width: min(100%, 480px);
    min-height: 44px;
    padding: 0 ${theme.space(3)};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    font: inherit;
  }
`;

const StillCard = styled(Card)`
  margin-top: ${theme.space(8)};
`;

/** A deep link's question id, when it names one of ours (anything else in the hash is ignored). */
function linkedQuestion(hash: string): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return FAQ_QUESTION_IDS.includes(id) ? id : null;
}

export function FaqScreen() {
  const { t } = useTranslation('support');
  const { t: common } = useTranslation('common');
  const location = useLocation();
  const [search, setSearch] = useState('');
  // The server never sees the address's hash: a deep link opens its question once the page is live.
  const [openId, setOpenId] = useState<string | null>(null);
  const scripted = !useServerMarkup();

  useEffect(() => {
    const id = linkedQuestion(location.hash);
    if (!id) return;
    setOpenId(id);
    document.getElementById(`faq-${id}`)?.scrollIntoView?.({ block: 'start' });
  }, [location.hash]);

  const figures = SHIPPING_FIGURES;
  const visible = FAQ_CATEGORIES.map((category) => ({
    ...category,
    questions: category.questions.filter((id) => matchesFaq(search, t(`faq.items.${id}.q`, figures), t(`faq.items.${id}.a`, figures))),
  })).filter((category) => category.questions.length > 0);

  return (
    <PageFrame title={common('pages.faq')}>
      <Prose>
        <Search role="search">
          <label htmlFor="faq-search">{t('faq.searchLabel')}</label>
          <input
            id="faq-search"
            type="search"
            value={search}
            maxLength={100}
            placeholder={t('faq.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Search>
        <div aria-live="polite">{visible.length === 0 && <p role="status">{t('faq.noResults')}</p>}</div>
        {visible.map((category) => (
          <section key={category.id} aria-labelledby={`faq-cat-${category.id}`}>
            <h2 id={`faq-cat-${category.id}`}>{t(`faq.categories.${category.id}`, figures)}</h2>
            {category.questions.map((id) => (
              <FaqItem
                key={id}
                id={id}
                question={t(`faq.items.${id}.q`, figures)}
                answer={t(`faq.items.${id}.a`, figures)}
                scripted={scripted}
                open={openId === id}
                onToggle={() => setOpenId(openId === id ? null : id)}
              />
            ))}
          </section>
        ))}
        <StillCard aria-labelledby="faq-still">
          <h2 id="faq-still">{t('faq.still.title')}</h2>
          <p>{t('faq.still.text')}</p>
          <p>
            <Link to={paths.contact()}>{t('faq.still.contact')}</Link> ·{' '}
            <a href={CONTACT.phone.href}>{t('faq.still.call', { phone: CONTACT.phone.display })}</a>
          </p>
        </StillCard>
      </Prose>
    </PageFrame>
  );
}
