import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VALIDATION_MESSAGES, normalizeKenyanPhone, translateMessage } from '@marketplace/contracts';
import { NS } from '../../../remote';
import { Field } from '../../../components/Field';
import { OutcomeNotice, type Outcome } from '../../../components/OutcomeNotice';
import { Button, Card, FormGrid } from '../../../components/styles';
import { useBackend } from '../../../lib/backend';
import { useRefusal } from '../../../lib/refusals';
import { savePayoutNumber } from '../data/payout-number';

const ID = 'payout-number';

/** Where the marketplace sends the vendor's payouts: without a number, the database refuses to pay. */
export function PayoutNumberForm({ vendorId, current }: { vendorId: string; current: string | null }) {
  const { t } = useTranslation(NS);
  const backend = useBackend();
  const refusal = useRefusal();
  const [saved, setSaved] = useState(current);
  const [phone, setPhone] = useState(current ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const [message, setMessage] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!normalizeKenyanPhone(phone)) {
      setProblem(translateMessage(t, VALIDATION_MESSAGES.phoneInvalid.en));
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      const stored = await savePayoutNumber(await backend(), vendorId, phone.trim(), saved !== null);
      setSaved(stored);
      setPhone(stored);
      setMessage({ kind: 'success', text: t('payments.number.saved', { phone: stored }) });
    } catch (failure) {
      const { text, field } = refusal(failure, 'save-payout-number');
      if (field === 'phone') setProblem(text);
      else setMessage({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby={`${ID}-title`}>
      <h2 id={`${ID}-title`}>{t('payments.number.title')}</h2>
      <p>{saved ? t('payments.number.intro') : t('payments.number.none')}</p>
      <FormGrid noValidate onSubmit={save} aria-labelledby={`${ID}-title`}>
        <Field id={ID} label={t('payments.number.label')} hint={t('settings.phoneHint')} error={problem}>
          <input type="tel" autoComplete="tel" value={phone} disabled={busy} onChange={(e) => setPhone(e.target.value)} />
        </Field>
        <OutcomeNotice outcome={message} />
        <div className="actions">
          <Button type="submit" disabled={busy}>
            {t('payments.number.save')}
          </Button>
        </div>
      </FormGrid>
    </Card>
  );
}
