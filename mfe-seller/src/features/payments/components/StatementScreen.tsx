import { Fragment } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMoney, theme } from '@marketplace/contracts';
import { NS } from '../../../remote';
import { SellerFrame } from '../../../components/SellerFrame';
import { ReadStatus } from '../../../components/ReadStatus';
import { Button, Facts, Notice, linkStyle } from '../../../components/styles';
import { dataOf } from '../../../lib/backend';
import { sellerPaths } from '../../../lib/routes';
import { useRead } from '../../../lib/useRead';
import { isMonth, monthName, type Month } from '../data/calendar';
import { readStatement } from '../data/payments';
import { totalsByKind } from '../data/statement';
import { LedgerTable } from './LedgerTable';

const Sheet = styled.article`
  display: grid;
  gap: ${theme.space(4)};
  min-width: 0;
  h2 {
    margin: 0;
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
  /* On paper: the statement alone, its rows unbroken. */
  @media print {
    .actions {
      display: none;
    }
    tr {
      break-inside: avoid;
    }
  }
`;

/** The month's statement laid out to print: the shop, the month, every entry, the balances and the totals. */
function StatementSheet({ vendorId, month }: { vendorId: string; month: Month }) {
  const { t, i18n } = useTranslation(NS);
  const { state } = useRead(
    `statement:${vendorId}:${month}`,
    async (supabase) => {
      const [statement, vendor] = await Promise.all([
        readStatement(supabase, vendorId, month),
        supabase.from('vendors').select('name').eq('id', vendorId).maybeSingle(),
      ]);
      return { ...statement, shop: dataOf<{ name: string } | null>(vendor)?.name ?? vendorId };
    },
    'read-statement',
  );
  return (
    <Sheet aria-labelledby="statement-heading">
      <div className="actions">
        <Button type="button" onClick={() => window.print()}>
          {t('payments.statement.print')}
        </Button>
        <Link to={`${sellerPaths.payments()}?month=${month}`}>{t('payments.statement.back')}</Link>
      </div>
      <h2 id="statement-heading">{t('payments.statement.heading', { month: monthName(month, i18n.language) })}</h2>
      <ReadStatus state={state} loading={t('payments.loading')} />
      {state.status === 'ready' && (
        <>
          <p>
            <strong>{state.data.shop}</strong>
          </p>
          <LedgerTable entries={state.data.entries} />
          <Facts>
            <dt>{t('payments.statement.opening')}</dt>
            <dd data-testid="statement-opening">{formatMoney(state.data.openingCents / 100)}</dd>
            <dt>{t('payments.statement.closing')}</dt>
            <dd data-testid="statement-closing">{formatMoney(state.data.closingCents / 100)}</dd>
          </Facts>
          <h3>{t('payments.statement.totals')}</h3>
          <Facts>
            {Object.entries(totalsByKind(state.data.entries)).map(([kind, cents]) => (
              <Fragment key={kind}>
                <dt>{t(`payments.filters.${kind}`)}</dt>
                <dd>{formatMoney(cents / 100)}</dd>
              </Fragment>
            ))}
          </Facts>
        </>
      )}
    </Sheet>
  );
}

/** /seller/payments/statement?month=YYYY-MM */
export function StatementScreen() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const month = params.get('month');
  return (
    <SellerFrame title={t('pages.statement')} audience="member">
      {(access) =>
        access.vendorId &&
        (isMonth(month) ? (
          <StatementSheet vendorId={access.vendorId} month={month} />
        ) : (
          <Notice $kind="info" role="status">
            {t('payments.statement.noMonth')}
          </Notice>
        ))
      }
    </SellerFrame>
  );
}
