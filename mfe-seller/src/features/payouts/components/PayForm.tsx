import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@marketplace/contracts';
import { NS } from '../../../remote';
import { Field } from '../../../components/Field';
import { Button, Card, FormGrid, Notice } from '../../../components/styles';
import { useBackend } from '../../../lib/backend';
import { useRefusal } from '../../../lib/refusals';
import { payVendor, type VendorBalance } from '../data/payouts';

/** Digits, maybe signed or with cents: the database, not the form, decides what it pays (zero, negative, cents, too much). */
const AMOUNT = /^-?\d{1,9}(\.\d{1,2})?$/;

/**
 * Pays one vendor. The idempotency key is made when the form opens and kept for every send from
 * it: a send whose answer was lost, sent again, returns the payout it started instead of paying twice.
 */
export function PayForm({ vendor, onSent, onClose }: { vendor: VendorBalance; onSent: (message: string) => void; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const backend = useBackend();
  const refusal = useRefusal();
  const [key] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState(String(Math.floor(vendor.availableCents / 100)));
  const [problem, setProblem] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `pay-${vendor.id}-amount`;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const typed = amount.trim();
    if (!AMOUNT.test(typed)) {
      setProblem(t('payouts.amountInvalid'));
      return;
    }
    setProblem(undefined);
    setError(null);
    setBusy(true);
    try {
      const answer = await payVendor(await backend(), vendor.id, Number(typed), key);
      onSent(
        answer.replayed
          ? t('payouts.replayed')
          : t('payouts.sent', { amount: formatMoney(Number(answer.payout.amount)), name: vendor.name }),
      );
    } catch (failure) {
      const { text, field } = refusal(failure, 'pay-vendor');
      if (field === 'amount') setProblem(text);
      else setError(text);
    } finally {
      setBusy(false);
    }
  };

  const hint = t('payouts.amountHint', { available: formatMoney(vendor.availableCents / 100) });
  return (
    <Card aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('payouts.payVendor', { name: vendor.name })}</h3>
      <FormGrid noValidate onSubmit={send} aria-labelledby={`${id}-title`}>
        <Field id={id} label={t('payouts.amount')} hint={hint} error={problem}>
          <input
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            disabled={busy}
            autoFocus
            onChange={(e) => setAmount(e.target.value)}
          />
        </Field>
        {error && (
          <Notice $kind="error" role="alert">
            {error}
          </Notice>
        )}
        <div className="actions">
          <Button type="submit" disabled={busy}>
            {busy ? t('payouts.sending') : t('payouts.send')}
          </Button>
          <Button type="button" $variant="secondary" disabled={busy} onClick={onClose}>
            {t('payouts.back')}
          </Button>
        </div>
      </FormGrid>
    </Card>
  );
}
