import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  CONTACT,
  ERROR_MESSAGES,
  MESSAGES_NAMESPACE,
  PageFrame,
  contactFormSchema,
  mapError,
  theme,
  translateMessage,
  useHost,
  type ContactFormInput,
  type ContactFormValues,
} from '@marketplace/contracts';
import { Card, Prose } from '../../../components/styles';
import { useServerMarkup } from '../../../lib/useServerMarkup';
import { isOffline } from '@marketplace/contracts/connection';
import {
  claimMessage,
  contactOutbox,
  flushContactOutbox,
  onContactFlush,
  thankForMessage,
  useContactOutbox,
} from '../hooks/useContactOutbox';

/** The spec's simulated sending time; a real send takes at least this long too, so the state reads the same. */
export const CONTACT_SEND_MS = 1500;

type Field = keyof ContactFormInput;
const FIELDS: Field[] = ['name', 'email', 'subject', 'message'];
const EMPTY: ContactFormInput = { name: '', email: '', subject: '', message: '' };

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${theme.space(8)};
  @media (max-width: ${theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${theme.space(4)};
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${theme.space(1)};
  }
  input,
  textarea {
    width: 100%;
    min-height: 44px;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    font: inherit;
    box-sizing: border-box;
  }
  [aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
  .error {
    margin: ${theme.space(1)} 0 0;
    color: ${theme.color.danger};
    font-size: 0.9rem;
  }
  .saved {
    margin: 0;
    padding: ${theme.space(3)};
    border-radius: ${theme.radius};
    background: ${theme.color.background};
    border: 1px solid ${theme.color.info};
  }
  .quiet {
    margin: 0;
  }
  .hint {
    margin: ${theme.space(1)} 0 0;
    color: ${theme.color.muted};
    font-size: 0.85rem;
  }
  button {
    justify-self: start;
    min-height: 44px;
    padding: 0 ${theme.space(6)};
    border: 0;
    border-radius: ${theme.radius};
    background: ${theme.color.brand};
    color: #fff;
    font-weight: 600;
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.7;
    cursor: progress;
  }
  input:focus-visible,
  textarea:focus-visible,
  button:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
`;

const Wide = styled(Prose)`
  max-width: none;
`;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the form still shows `message` (as typed, before trimming and lowercasing). */
function shows(values: ContactFormInput, message: ContactFormValues): boolean {
  const parsed = contactFormSchema.safeParse(values);
  return parsed.success && JSON.stringify(parsed.data) === JSON.stringify(message);
}

export function ContactScreen() {
  const { t } = useTranslation('support');
  const { t: common } = useTranslation('common');
  const host = useHost();
  const [values, setValues] = useState<ContactFormInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /**
   * This form's message waiting in the outbox for a connection; `unreachable` when the browser
   * said it was online but the request did not reach the server.
   */
  const [saved, setSaved] = useState<{ ref: string; unreachable: boolean } | null>(null);

  // The server's form cannot send: without the page's code a submit would put the message in the
  // address. Its button waits for hydration (input typed before then is kept; see the shell's
  // early-input).
  const waitingForCode = useServerMarkup();

  useContactOutbox();
  // A waiting message sent later (back online, or from another page): the usual thanks (the
  // outbox gives it), and the form clears unless the shopper has typed something else since.
  useEffect(
    () =>
      onContactFlush(({ sent }) => {
        for (const item of sent) {
          setSaved((current) => (current?.ref === item.ref ? null : current));
          setValues((current) => (shows(current, item.payload) ? EMPTY : current));
        }
      }),
    [],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = contactFormSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= translateMessage(t, issue.message);
      }
      setErrors(found);
      document.getElementById(`contact-${FIELDS.find((f) => found[f])}`)?.focus();
      return;
    }
    setErrors({});
    if (!host.config?.supabase) {
      // No backend: the spec's simulated send.
      setSending(true);
      await delay(CONTACT_SEND_MS);
      setSending(false);
      setValues(EMPTY);
      host.notify({ kind: 'success', message: t('contact.form.success') });
      return;
    }
    // The message goes through the outbox: kept in this browser until the server has it, sent
    // with its own id so a resend after a lost answer is stored once. An edited resubmission
    // replaces this form's earlier message that is still waiting.
    const item = contactOutbox.add(parsed.data);
    if (saved && saved.ref !== item.ref) contactOutbox.remove(saved.ref);
    if (isOffline()) {
      setSaved({ ref: item.ref, unreachable: false });
      return;
    }
    setSaved(null);
    setSending(true);
    // The sending state lasts the spec's 1.5 s from the click, or as long as the request if longer.
    const minimum = delay(CONTACT_SEND_MS);
    const release = claimMessage(item.ref);
    try {
      const [, report] = await Promise.all([minimum, flushContactOutbox()]);
      const refused = report.dropped.find((entry) => entry.item.ref === item.ref);
      if (report.sent.some((entry) => entry.ref === item.ref)) {
        setValues((current) => (shows(current, item.payload) ? EMPTY : current));
        thankForMessage(item);
      } else if (refused) {
        // Everything typed stays in the form; the shopper sees the central mapping's message.
        const message = translateMessage(t, mapError(refused.error).message);
        setFailure(message);
        host.notify({ kind: 'error', title: t(ERROR_MESSAGES.newsletterErrorTitle.key, { ns: MESSAGES_NAMESPACE }), message });
      } else {
        // No connection after all: the message waits, everything typed stays.
        setSaved({ ref: item.ref, unreachable: !isOffline() });
      }
    } finally {
      release();
      setSending(false);
    }
  };

  const field = (name: Field, control: 'input' | 'textarea', type = 'text') => {
    const id = `contact-${name}`;
    const error = errors[name];
    const describedBy = [name === 'message' ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
    const props = {
      id,
      name,
      value: values[name] ?? '',
      required: true,
      disabled: sending,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    };
    return (
      <div>
        <label htmlFor={id}>{t(`contact.form.${name}`)}</label>
        {control === 'textarea' ? (
          <textarea {...props} rows={6} maxLength={2000} />
        ) : (
          <input {...props} type={type} maxLength={name === 'email' ? 320 : 200} />
        )}
        {name === 'message' && (
          <p id={`${id}-hint`} className="hint">
            {t('contact.form.messageHint')}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <PageFrame title={common('pages.contact')}>
      <Wide>
        <p>{t('contact.intro')}</p>
        <Layout>
          <section aria-labelledby="contact-form-title">
            <h2 id="contact-form-title">{t('contact.form.title')}</h2>
            <Form noValidate onSubmit={submit} aria-busy={sending}>
              {field('name', 'input')}
              {field('email', 'input', 'email')}
              {field('subject', 'input')}
              {field('message', 'textarea')}
              {failure && (
                <p className="error" role="alert">
                  {failure}
                </p>
              )}
              {/* In the page from the start, so the saved notice is announced when it appears. */}
              <p className={saved ? 'saved' : 'quiet'} role="status">
                {saved?.unreachable && `${translateMessage(t, ERROR_MESSAGES.network.en)} `}
                {saved && t('contact.form.saved')}
              </p>
              <button type="submit" disabled={sending || waitingForCode}>
                {sending ? t('contact.form.sending') : t('contact.form.submit')}
              </button>
            </Form>
          </section>
          <aside aria-labelledby="contact-info-title">
            <Card>
              <h2 id="contact-info-title">{t('contact.info.title')}</h2>
              <h3>{t('contact.info.address')}</h3>
              <address>
                {CONTACT.address.map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
              <h3>{t('contact.info.phone')}</h3>
              <p>
                <a href={CONTACT.phone.href}>{CONTACT.phone.display}</a>
              </p>
              <h3>{t('contact.info.email')}</h3>
              <p>
                <a href={CONTACT.email.href}>{CONTACT.email.display}</a>
              </p>
              <h3>{t('contact.info.hours')}</h3>
              <p>{t('common:businessHours.week')}</p>
              <p>{t('common:businessHours.sunday')}</p>
              <p>{t('contact.info.support')}</p>
              <h3>{t('contact.social.title')}</h3>
              <ul>
                <li>
                  <a href="https://www.facebook.com/districtmarket" rel="noopener noreferrer" target="_blank">
                    {t('contact.social.facebook')}
                  </a>
                </li>
                <li>
                  <a href="https://www.instagram.com/districtmarket" rel="noopener noreferrer" target="_blank">
                    {t('contact.social.instagram')}
                  </a>
                </li>
                <li>
                  <a href="https://x.com/districtmarket" rel="noopener noreferrer" target="_blank">
                    {t('contact.social.x')}
                  </a>
                </li>
              </ul>
            </Card>
          </aside>
        </Layout>
      </Wide>
    </PageFrame>
  );
}
