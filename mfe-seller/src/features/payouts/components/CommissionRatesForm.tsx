import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../remote';
import { Field } from '../../../components/Field';
import { OutcomeNotice, type Outcome } from '../../../components/OutcomeNotice';
import { Button, Card, CardTable, FieldBox, FormGrid } from '../../../components/styles';
import { useBackend } from '../../../lib/backend';
import { useRefusal } from '../../../lib/refusals';
import { setCommissionRate, type CommissionRates } from '../data/payouts';

/** A percentage as typed, signed or not: the database refuses a rate outside 0–50 %, and the screen says so. */
const PERCENT = /^-?\d{1,3}(\.\d{1,2})?$/;
const DEFAULT = '';

/** The rates in force, and one form to set the default or a category's. */
export function CommissionRatesForm({ rates, onSaved }: { rates: CommissionRates; onSaved: () => void }) {
  const { t } = useTranslation(NS);
  const { t: common } = useTranslation('common');
  const backend = useBackend();
  const refusal = useRefusal();
  const [category, setCategory] = useState(DEFAULT);
  const [percent, setPercent] = useState(String(rates.defaultPercent));
  const [problem, setProblem] = useState<string | undefined>();
  const [message, setMessage] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const categoryName = (slug: string) =>
    slug === DEFAULT ? t('payouts.rates.default') : common(`categories.${slug}`, { defaultValue: slug });

  const choose = (slug: string) => {
    setCategory(slug);
    setPercent(String(rates.byCategory.get(slug) ?? rates.defaultPercent));
    setProblem(undefined);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const typed = percent.trim();
    if (!PERCENT.test(typed)) {
      setProblem(t('payouts.rates.invalid'));
      return;
    }
    setProblem(undefined);
    setMessage(null);
    setBusy(true);
    try {
      await setCommissionRate(await backend(), category === DEFAULT ? null : category, Number(typed));
      setMessage({ kind: 'success', text: t('payouts.rates.saved', { category: categoryName(category), rate: Number(typed) }) });
      onSaved();
    } catch (failure) {
      const { text, field } = refusal(failure, 'set-commission-rate');
      if (field === 'rate') setProblem(text);
      else setMessage({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="commission-rates">
      <h2 id="commission-rates">{t('payouts.rates.title')}</h2>
      <p>{t('payouts.rates.intro')}</p>
      <CardTable>
        <thead>
          <tr>
            <th scope="col">{t('payouts.rates.category')}</th>
            <th scope="col">{t('payouts.rates.rate')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" data-label={t('payouts.rates.category')}>
              {t('payouts.rates.default')}
            </th>
            <td data-label={t('payouts.rates.rate')}>{rates.defaultPercent}%</td>
          </tr>
          {rates.categories.map((slug) => {
            const own = rates.byCategory.get(slug);
            return (
              <tr key={slug}>
                <th scope="row" data-label={t('payouts.rates.category')}>
                  {categoryName(slug)}
                </th>
                <td data-label={t('payouts.rates.rate')}>
                  {own === undefined ? t('payouts.rates.usesDefault', { rate: rates.defaultPercent }) : `${own}%`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </CardTable>
      <FormGrid noValidate onSubmit={save} aria-labelledby="commission-rates">
        <div className="row">
          <FieldBox>
            <label htmlFor="commission-category">{t('payouts.rates.category')}</label>
            <select id="commission-category" value={category} disabled={busy} onChange={(e) => choose(e.target.value)}>
              <option value={DEFAULT}>{t('payouts.rates.default')}</option>
              {rates.categories.map((slug) => (
                <option key={slug} value={slug}>
                  {categoryName(slug)}
                </option>
              ))}
            </select>
          </FieldBox>
          <Field id="commission-rate" label={t('payouts.rates.rate')} error={problem}>
            <input inputMode="decimal" autoComplete="off" value={percent} disabled={busy} onChange={(e) => setPercent(e.target.value)} />
          </Field>
        </div>
        <OutcomeNotice outcome={message} />
        <div className="actions">
          <Button type="submit" disabled={busy}>
            {t('payouts.rates.save')}
          </Button>
        </div>
      </FormGrid>
    </Card>
  );
}
