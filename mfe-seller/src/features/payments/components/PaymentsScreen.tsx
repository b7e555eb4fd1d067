import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMoney, theme } from '@marketplace/contracts';
import { NS } from '../../../remote';
import { SellerFrame } from '../../../components/SellerFrame';
import { LiveStatus } from '../../../components/LiveStatus';
import { ReadStatus } from '../../../components/ReadStatus';
import { Button, Card, FieldBox, Notice, linkStyle } from '../../../components/styles';
import { useBackend } from '../../../lib/backend';
import { useRefusal } from '../../../lib/refusals';
import { sellerPaths } from '../../../lib/routes';
import { saveFile } from '../../../lib/save-file';
import { isMonth, monthName, recentMonths, type Month } from '../data/calendar';
import { statementLine } from '../data/describe';
import { LEDGER_KINDS, type LedgerKind } from '../data/ledger';
import { readStatement } from '../data/payments';
import { statementCsv } from '../data/statement';
import { usePayments } from '../data/usePayments';
import { LedgerTable } from './LedgerTable';
import { PayoutNumberForm } from './PayoutNumberForm';
import { WeeklyChart } from './WeeklyChart';

/** How far back the month filter reaches. */
const MONTHS_SHOWN = 12;

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  min-width: 0;
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space(3)};
  }
  .figures {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
    gap: ${theme.space(4)};
    margin: 0;
  }
  .figures dt {
    font-weight: 600;
    color: ${theme.color.muted};
  }
  .figures dd {
    margin: ${theme.space(1)} 0;
    font-size: 1.75rem;
    font-weight: 700;
  }
  .figures .hint {
    margin: 0;
    color: ${theme.color.muted};
    font-size: 0.875rem;
  }
  .filters {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(3)};
    margin: 0 0 ${theme.space(3)};
  }
  .filters > div {
    flex: 1 1 12rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space(3)};
  }
  a {
    ${linkStyle}
  }
`;

type KindFilter = LedgerKind | 'all';
const isKind = (value: string | null): value is LedgerKind => LEDGER_KINDS.includes(value as LedgerKind);

/** 'Download CSV' of the month's statement, in the page's language. */
function CsvDownload({ vendorId, month }: { vendorId: string; month: Month }) {
  const { t, i18n } = useTranslation(NS);
  const backend = useBackend();
  const refusal = useRefusal();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const statement = await readStatement(await backend(), vendorId, month);
      const csv = statementCsv(
        {
          date: t('payments.ledger.date'),
          kind: t('payments.statement.kind'),
          order: t('payments.ledger.order'),
          description: t('payments.statement.description'),
          amount: t('payments.ledger.amount'),
          currency: t('payments.statement.currency'),
          receipt: t('payments.ledger.receipt'),
        },
        statement.entries.map((entry) => statementLine(entry, t, i18n.language)),
        {
          opening: { label: t('payments.statement.opening'), cents: statement.openingCents },
          closing: { label: t('payments.statement.closing'), cents: statement.closingCents },
        },
      );
      saveFile(`statement-${vendorId}-${month}.csv`, csv, 'text/csv;charset=utf-8');
    } catch (failure) {
      setError(refusal(failure, 'download-statement').text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type="button" onClick={() => void download()} disabled={busy}>
        {busy ? t('payments.statement.preparing') : t('payments.statement.csv')}
      </Button>
      {error && (
        <Notice $kind="error" role="alert">
          {error}
        </Notice>
      )}
    </>
  );
}

/** The vendor's money: the balance, the chart, the chosen month's ledger and its statement; the address keeps month and kind. */
function Payments({ vendorId }: { vendorId: string }) {
  const { t, i18n } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const months = useMemo(() => recentMonths(new Date(), MONTHS_SHOWN), []);
  const asked = params.get('month');
  const month: Month = isMonth(asked) ? asked : months[0]!;
  const kindParam = params.get('kind');
  const kind: KindFilter = isKind(kindParam) ? kindParam : 'all';
  const { state, live, reload, refreshing } = usePayments(vendorId, month);

  const choose = (next: { month?: Month; kind?: KindFilter }) => {
    const values = { month, kind, ...next };
    const search = new URLSearchParams();
    if (values.month !== months[0]) search.set('month', values.month);
    if (values.kind !== 'all') search.set('kind', values.kind);
    setParams(search);
  };
  const monthChoices = months.includes(month) ? months : [month, ...months];
  const shown = state.status === 'ready' ? state.data.entries.filter((e) => kind === 'all' || e.kind === kind) : [];

  return (
    <Layout>
      <div className="head">
        <LiveStatus state={live} open={t('payments.live')} />
        <Button type="button" $variant="secondary" onClick={reload} disabled={refreshing}>
          {refreshing ? t('dashboard.refreshing') : t('dashboard.refresh')}
        </Button>
      </div>
      <ReadStatus state={state} loading={t('payments.loading')} />
      {state.status === 'ready' && (
        <>
          <Card aria-labelledby="payments-balance">
            <h2 id="payments-balance">{t('payments.balance')}</h2>
            <dl className="figures">
              <div>
                <dt>{t('payments.available')}</dt>
                <dd data-testid="balance-available">{formatMoney(state.data.balance.availableCents / 100)}</dd>
                <dd className="hint">{t('payments.availableHint')}</dd>
              </div>
              <div>
                <dt>{t('payments.pending')}</dt>
                <dd data-testid="balance-pending">{formatMoney(state.data.balance.pendingCents / 100)}</dd>
                <dd className="hint">{t('payments.pendingHint')}</dd>
              </div>
            </dl>
          </Card>
          <PayoutNumberForm vendorId={vendorId} current={state.data.payoutNumber} />
          <WeeklyChart weeks={state.data.weeks} />
        </>
      )}
      <Card aria-labelledby="payments-ledger">
        <h2 id="payments-ledger">{t('payments.ledger.title')}</h2>
        <div className="filters">
          <FieldBox>
            <label htmlFor="payments-month">{t('payments.ledger.month')}</label>
            <select id="payments-month" value={month} onChange={(e) => choose({ month: e.target.value })}>
              {monthChoices.map((m) => (
                <option key={m} value={m}>
                  {monthName(m, i18n.language)}
                </option>
              ))}
            </select>
          </FieldBox>
          <FieldBox>
            <label htmlFor="payments-kind">{t('payments.ledger.kind')}</label>
            <select id="payments-kind" value={kind} onChange={(e) => choose({ kind: e.target.value as KindFilter })}>
              <option value="all">{t('payments.ledger.all')}</option>
              {LEDGER_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`payments.filters.${k}`)}
                </option>
              ))}
            </select>
          </FieldBox>
        </div>
        {state.status === 'ready' &&
          (shown.length === 0 ? (
            <p>{t('payments.ledger.none')}</p>
          ) : (
            <>
              <p role="status">{t('payments.ledger.count', { count: shown.length })}</p>
              <LedgerTable entries={shown} />
            </>
          ))}
      </Card>
      <Card aria-labelledby="payments-statement">
        <h2 id="payments-statement">{t('payments.statement.title')}</h2>
        <p>{t('payments.statement.intro')}</p>
        <div className="actions">
          <CsvDownload vendorId={vendorId} month={month} />
          <Link to={sellerPaths.statement(month)}>{t('payments.statement.printable')}</Link>
        </div>
      </Card>
    </Layout>
  );
}

/** /seller/payments */
export function PaymentsScreen() {
  const { t } = useTranslation(NS);
  return (
    <SellerFrame title={t('pages.payments')} audience="member">
      {(access) => access.vendorId && <Payments vendorId={access.vendorId} />}
    </SellerFrame>
  );
}
