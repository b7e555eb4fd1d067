import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';
import { NS } from '../../../remote';
import { Field } from '../../../components/Field';
import { Button, Notice } from '../../../components/styles';
import { useBackend } from '../../../lib/backend';
import { useRefusal } from '../../../lib/refusals';
import { carrierProblem, CARRIER_MAX, reasonProblem, REASON_MAX, TRACKING_MAX, trackingProblem } from '../data/line-form';
import { moveOrderLine, type LineMove, type OrderLine } from '../../../lib/order-lines';

const Actions = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
  }
  form {
    display: grid;
    gap: ${theme.space(2)};
    max-width: 28rem;
  }
  .waiting {
    margin: 0;
    color: ${theme.color.warning};
    font-weight: 600;
  }
`;

/** An order that the shopper has not paid yet: its lines wait (the server refuses to accept them). */
const AWAITING_PAYMENT = ['pending_payment', 'payment_failed'];

type Mode = 'buttons' | 'ship' | 'cancel';

/** What a seller may do with a line at its stage, the shipping and cancelling forms, and the server's refusals. */
export function LineActions({ line, onMoved }: { line: OrderLine; onMoved: (line: OrderLine, move: LineMove['kind']) => void }) {
  const { t } = useTranslation(NS);
  const backend = useBackend();
  const refusal = useRefusal();
  const [mode, setMode] = useState<Mode>('buttons');
  const [tracking, setTracking] = useState('');
  const [carrier, setCarrier] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = (field: string) => `line-${line.id}-${field}`;

  const move = async (step: LineMove) => {
    setError(null);
    setBusy(true);
    try {
      const moved = await moveOrderLine(await backend(), line.id, step);
      setMode('buttons');
      onMoved(moved, step.kind);
    } catch (failure) {
      const { text, field } = refusal(failure, `line-${step.kind}`);
      if (field && ['tracking_number', 'carrier', 'reason'].includes(field)) setProblems({ [field]: text });
      else setError(text);
    } finally {
      setBusy(false);
    }
  };

  const ship = (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(
      [
        ['tracking_number', trackingProblem(tracking)],
        ['carrier', carrierProblem(carrier)],
      ].flatMap(([field, key]) => (key ? [[field, t(`refusals.${key}`)]] : [])),
    );
    setProblems(found);
    if (Object.keys(found).length === 0) void move({ kind: 'ship', trackingNumber: tracking.trim(), carrier: carrier.trim() });
  };

  const cancel = (event: FormEvent) => {
    event.preventDefault();
    const key = reasonProblem(reason);
    setProblems(key ? { reason: t(`refusals.${key}`) } : {});
    if (!key) void move({ kind: 'cancel', reason: reason.trim() });
  };

  const input = (
    field: 'tracking_number' | 'carrier' | 'reason',
    value: string,
    set: (v: string) => void,
    max: number,
    required: boolean,
  ) => ({
    value,
    required,
    maxLength: max + 20,
    disabled: busy,
    onChange: (e: { target: { value: string } }) => set(e.target.value),
  });

  const open = line.status === 'pending' || line.status === 'accepted' || line.status === 'ready';
  let content;
  if (mode === 'ship') {
    content = (
      <form noValidate onSubmit={ship} aria-label={t('orders.shipForm')}>
        <Field id={id('tracking_number')} label={t('orders.trackingNumber')} error={problems.tracking_number}>
          <input {...input('tracking_number', tracking, setTracking, TRACKING_MAX, true)} autoFocus />
        </Field>
        <Field id={id('carrier')} label={t('orders.carrier')} error={problems.carrier}>
          <input {...input('carrier', carrier, setCarrier, CARRIER_MAX, false)} />
        </Field>
        <div className="buttons">
          <Button type="submit" disabled={busy}>
            {t('orders.confirmShipped')}
          </Button>
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => setMode('buttons')}>
            {t('orders.back')}
          </Button>
        </div>
      </form>
    );
  } else if (mode === 'cancel') {
    content = (
      <form noValidate onSubmit={cancel} aria-label={t('orders.cancelForm')}>
        <Field id={id('reason')} label={t('orders.reason')} error={problems.reason}>
          <textarea {...input('reason', reason, setReason, REASON_MAX, true)} rows={3} autoFocus />
        </Field>
        <div className="buttons">
          <Button type="submit" $variant="danger" disabled={busy}>
            {t('orders.confirmCancel')}
          </Button>
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => setMode('buttons')}>
            {t('orders.keep')}
          </Button>
        </div>
      </form>
    );
  } else {
    const waiting = line.status === 'pending' && AWAITING_PAYMENT.includes(line.order_status);
    content = (
      <div className="buttons">
        {waiting && <p className="waiting">{t('orders.awaitingPayment')}</p>}
        {line.status === 'pending' && !waiting && (
          <Button type="button" disabled={busy} onClick={() => void move({ kind: 'accept' })}>
            {t('orders.accept')}
          </Button>
        )}
        {line.status === 'accepted' && (
          <Button type="button" disabled={busy} onClick={() => void move({ kind: 'ready' })}>
            {t('orders.markReady')}
          </Button>
        )}
        {line.status === 'ready' && (
          <Button type="button" disabled={busy} onClick={() => setMode('ship')}>
            {t('orders.markShipped')}
          </Button>
        )}
        {line.status === 'shipped' && (
          <Button type="button" disabled={busy} onClick={() => void move({ kind: 'deliver' })}>
            {t('orders.markDelivered')}
          </Button>
        )}
        {open && (
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => setMode('cancel')}>
            {t('orders.cancel')}
          </Button>
        )}
      </div>
    );
  }
  if (!open && line.status !== 'shipped') return null;
  return (
    <Actions>
      {content}
      {error && (
        <Notice $kind="error" role="alert">
          {error}
        </Notice>
      )}
    </Actions>
  );
}
