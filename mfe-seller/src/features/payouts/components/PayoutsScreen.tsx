import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMoney, theme } from '@marketplace/contracts';
import { useLiveChanges } from '@marketplace/contracts/live';
import { NS } from '../../../remote';
import { SellerFrame } from '../../../components/SellerFrame';
import { LiveStatus } from '../../../components/LiveStatus';
import { ReadStatus } from '../../../components/ReadStatus';
import { Button, Card, CardTable, Notice } from '../../../components/styles';
import { formatDateTime } from '../../../lib/format';
import { useRead } from '../../../lib/useRead';
import { readOperatorPayouts, type OperatorPayouts } from '../data/payouts';
import { CommissionRatesForm } from './CommissionRatesForm';
import { PayForm } from './PayForm';

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  min-width: 0;
  .muted {
    color: ${theme.color.muted};
  }
`;

/** Every change of any vendor's money: a sale, a payout and Safaricom's result for it. */
const LIVE = [{ table: 'vendor_ledger' }, { table: 'vendor_payouts' }];

/** What operators do with vendors' money: the balances, a payout, the failed ones, the commission rates. */
function Payouts() {
  const { t, i18n } = useTranslation(NS);
  const { state, reload } = useRead<OperatorPayouts>('operator-payouts', readOperatorPayouts, 'read-payouts');
  const live = useLiveChanges(
    useMemo(() => LIVE, []),
    { onChange: reload, onJoin: (first) => !first && reload() },
  );
  const [paying, setPaying] = useState<string | null>(null);
  const [sent, setSent] = useState('');
  const nameOf = (id: string) => (state.status === 'ready' ? (state.data.vendors.find((v) => v.id === id)?.name ?? id) : id);
  const vendor = state.status === 'ready' ? state.data.vendors.find((v) => v.id === paying) : undefined;
  const columns = {
    vendor: t('payouts.vendor'),
    available: t('payouts.available'),
    pending: t('payouts.pending'),
    mpesa: t('payouts.mpesa'),
  };

  return (
    <Layout>
      <LiveStatus state={live} open={t('payments.live')} />
      <ReadStatus state={state} loading={t('payouts.loading')} />
      <div role="status" aria-live="polite">
        {sent && <Notice $kind="success">{sent}</Notice>}
      </div>
      {state.status === 'ready' && (
        <>
          <Card aria-labelledby="payouts-balances">
            <h2 id="payouts-balances">{t('payouts.balances')}</h2>
            {state.data.vendors.length === 0 ? (
              <p>{t('payouts.none')}</p>
            ) : (
              <CardTable>
                <thead>
                  <tr>
                    <th scope="col">{columns.vendor}</th>
                    <th scope="col" className="amount">
                      {columns.available}
                    </th>
                    <th scope="col" className="amount">
                      {columns.pending}
                    </th>
                    <th scope="col">{columns.mpesa}</th>
                    <td />
                  </tr>
                </thead>
                <tbody>
                  {state.data.vendors.map((v) => (
                    <tr key={v.id} data-vendor-id={v.id}>
                      <th scope="row" data-label={columns.vendor}>
                        {v.name}
                      </th>
                      <td className="amount" data-label={columns.available}>
                        {formatMoney(v.availableCents / 100)}
                      </td>
                      <td className="amount" data-label={columns.pending}>
                        {formatMoney(v.pendingCents / 100)}
                      </td>
                      <td data-label={columns.mpesa}>{v.phone ?? <span className="muted">{t('payouts.noNumber')}</span>}</td>
                      <td>
                        <Button
                          type="button"
                          $variant="secondary"
                          aria-label={t('payouts.payVendor', { name: v.name })}
                          onClick={() => {
                            setSent('');
                            setPaying(v.id);
                          }}
                        >
                          {t('payouts.pay')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </CardTable>
            )}
          </Card>
          {vendor && (
            <PayForm
              key={vendor.id}
              vendor={vendor}
              onClose={() => setPaying(null)}
              onSent={(message) => {
                setPaying(null);
                setSent(message);
                reload();
              }}
            />
          )}
          <Card aria-labelledby="payouts-failed">
            <h2 id="payouts-failed">{t('payouts.failedTitle')}</h2>
            {state.data.failed.length === 0 ? (
              <p>{t('payouts.noneFailed')}</p>
            ) : (
              <>
                <p>{t('payouts.returned')}</p>
                <CardTable>
                  <thead>
                    <tr>
                      <th scope="col">{columns.vendor}</th>
                      <th scope="col" className="amount">
                        {t('payments.ledger.amount')}
                      </th>
                      <th scope="col">{t('payouts.failedAt')}</th>
                      <th scope="col">{t('payouts.why')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {state.data.failed.map((p) => (
                      <tr key={p.id} data-payout-id={p.id}>
                        <th scope="row" data-label={columns.vendor}>
                          {nameOf(p.vendorId)}
                        </th>
                        <td className="amount" data-label={t('payments.ledger.amount')}>
                          {formatMoney(p.cents / 100)}
                        </td>
                        <td data-label={t('payouts.failedAt')}>{formatDateTime(p.createdAt, i18n.language)}</td>
                        <td data-label={t('payouts.why')}>{p.why ?? '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </CardTable>
              </>
            )}
          </Card>
          <CommissionRatesForm rates={state.data.rates} onSaved={reload} />
        </>
      )}
    </Layout>
  );
}

/** /seller/payouts */
export function PayoutsScreen() {
  const { t } = useTranslation(NS);
  return (
    <SellerFrame title={t('pages.payouts')} audience="operator">
      {() => <Payouts />}
    </SellerFrame>
  );
}
