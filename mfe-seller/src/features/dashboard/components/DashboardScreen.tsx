import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMoney, theme } from '@marketplace/contracts';
import { LiveIndicator } from '@marketplace/contracts/live';
import { NS } from '../../../remote';
import { SellerFrame } from '../../../components/SellerFrame';
import { ReadStatus } from '../../../components/ReadStatus';
import type { SellerAccess } from '../../../lib/access';
import { Button, Card, linkStyle } from '../../../components/styles';
import { formatDateTime } from '../../../lib/format';
import { sellerPaths } from '../../../lib/routes';
import { LineStatusBadge } from '../../../components/LineStatusBadge';
import { useDashboard } from '../hooks/useDashboard';
import { OperatorNote } from '../../../components/NotVendor';
import { SetPasswordForm } from './SetPasswordForm';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${theme.space(4)};
  margin: 0 0 ${theme.space(6)};
  div {
    padding: ${theme.space(4)};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    background: ${theme.color.surface};
  }
  dt {
    color: ${theme.color.muted};
    font-weight: 600;
  }
  dd {
    margin: ${theme.space(1)} 0 0;
    font-size: 1.5rem;
    font-weight: 700;
    color: ${theme.color.text};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${theme.space(6)};
  @media (max-width: ${theme.breakpoint.mobile}) {
    grid-template-columns: minmax(0, 1fr);
  }
  a {
    ${linkStyle}
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${theme.space(2)};
  }
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${theme.space(2)};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  margin: 0 0 ${theme.space(4)};
  a {
    ${linkStyle}
  }
`;

const OperatorCard = styled(Card)`
  max-width: 40rem;
  a {
    ${linkStyle}
  }
`;

/** The vendor's day: orders to fulfil, revenue, low stock, the newest lines; live, and refreshed on demand. */
function VendorDashboard({ access }: { access: SellerAccess }) {
  const { t, i18n } = useTranslation(NS);
  const { state, reload, refreshing, announcement, live } = useDashboard(access.vendorId);
  const liveLabels = {
    open: t('live.open'),
    connecting: t('live.connecting'),
    reconnecting: t('live.reconnecting'),
    closed: t('live.closed'),
  };

  return (
    <>
      <Toolbar>
        <LiveIndicator state={live} labels={liveLabels} />
        <Button type="button" $variant="secondary" onClick={reload} disabled={refreshing || state.status === 'loading'}>
          {refreshing ? t('dashboard.refreshing') : t('dashboard.refresh')}
        </Button>
        {access.operator && <Link to={sellerPaths.applications()}>{t('access.reviewApplications')}</Link>}
      </Toolbar>
      {/* Announced politely: a new order arriving while the seller is on another part of the page. */}
      <p role="status" aria-live="polite" data-testid="dashboard-announcement">
        {announcement}
      </p>
      <ReadStatus state={state} loading={t('dashboard.loading')} />
      {state.status === 'ready' && (
        <>
          <Figures aria-label={t('dashboard.figures')}>
            <div>
              <dt>{t('dashboard.ordersToFulfil')}</dt>
              <dd>{state.data.figures.ordersToFulfil}</dd>
            </div>
            <div>
              <dt>{t('dashboard.ordersToday')}</dt>
              <dd>{state.data.figures.ordersToday}</dd>
            </div>
            <div>
              <dt>{t('dashboard.revenueWeek')}</dt>
              <dd>{formatMoney(state.data.figures.revenueWeek)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.revenueMonth')}</dt>
              <dd>{formatMoney(state.data.figures.revenueMonth)}</dd>
            </div>
          </Figures>
          <Columns>
            <Card aria-labelledby="seller-newest-lines">
              <h2 id="seller-newest-lines">{t('dashboard.newestLines')}</h2>
              {state.data.newestLines.length === 0 ? (
                <p>{t('dashboard.noLines')}</p>
              ) : (
                <ul>
                  {state.data.newestLines.map((line) => (
                    <li key={line.id} data-testid="newest-line">
                      <span>
                        <strong>{line.order_id}</strong> · {t('dashboard.lineSummary', { quantity: line.quantity, name: line.name })} ·{' '}
                        {formatDateTime(line.ordered_at, i18n.language)}
                      </span>
                      <span>
                        {formatMoney(line.line_total)} <LineStatusBadge status={line.status} />
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <p>
                <Link to={sellerPaths.orders()}>{t('dashboard.allOrders')}</Link>
              </p>
            </Card>
            <Card aria-labelledby="seller-low-stock">
              <h2 id="seller-low-stock">{t('dashboard.lowStock')}</h2>
              <p>{t('dashboard.lowStockHint', { n: state.data.figures.lowStockThreshold })}</p>
              {state.data.figures.lowStock.length === 0 ? (
                <p>{t('dashboard.noLowStock')}</p>
              ) : (
                <ul>
                  {state.data.figures.lowStock.map((product) => (
                    <li key={product.id}>
                      <Link to={sellerPaths.product(product.id)}>{product.name}</Link>
                      <span>{product.stock === 0 ? t('products.status.outOfStock') : t('dashboard.left', { count: product.stock })}</span>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </Columns>
        </>
      )}
    </>
  );
}

/**
 * /seller: the dashboard for a vendor's members, the way to applications for operators, and for
 * anyone else the way to start selling; first, for a member who came by their invite link, the
 * password they have not chosen yet.
 */
export function DashboardScreen() {
  const { t } = useTranslation(NS);
  return (
    <SellerFrame title={t('pages.home')} audience="either">
      {(access) => (
        <>
          <SetPasswordForm />
          {access.vendorId ? (
            <VendorDashboard access={access} />
          ) : (
            <OperatorCard aria-labelledby="seller-operator">
              <h2 id="seller-operator">{t('access.operatorTitle')}</h2>
              <OperatorNote />
            </OperatorCard>
          )}
        </>
      )}
    </SellerFrame>
  );
}
