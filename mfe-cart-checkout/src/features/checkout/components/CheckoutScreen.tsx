import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ERROR_MESSAGES, PageFrame, orderSummary, paths, theme, translateMessage, useHost } from '@marketplace/contracts';
import { orderableLines } from '../../../lib/cart/cart-store';
import { cart, useCart } from '../../../lib/cart/cart';
import { useCatalogRefresh } from '../../../lib/cart/useCatalogRefresh';
import { OrderSummaryPanel } from '../../../components/OrderSummaryPanel';
import { TwoColumnLayout } from '../../../components/TwoColumnLayout';
import { EMPTY_CARD, type CardInput } from '../lib/card';
import type { PlacedOrder } from '../data/orders';
import { usePlaceOrder } from '../hooks/usePlaceOrder';
import { clearEntries, loadEntries, saveEntries, sessionStore, type CheckoutEntries } from '../state/session';
import { STEP_COUNT, STEPS, deliveryErrors, firstIncompleteStep, paymentErrors, reachableStep, type AddressErrors } from '../state/steps';
import { Stepper } from './Stepper';
import { ReviewStep } from './ReviewStep';
import { DeliveryStep } from './DeliveryStep';
import { PaymentStep } from './PaymentStep';
import { ConfirmStep } from './ConfirmStep';
import { CompleteStep } from './CompleteStep';
import { PaymentStatus } from './PaymentStatus';
import { focusFirstInvalid } from './Field';

/** Holds the page's screen-tall place while the shopper is sent on, so the footer never shows. */
const Leaving = styled.div`
  min-height: 100vh;
`;

const Layout = styled(TwoColumnLayout)`
  h2 {
    margin-top: 0;
  }
  h2:focus {
    outline: none;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  h2:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
  .button {
    padding: ${theme.space(2)} ${theme.space(5)};
    border: 0;
    border-radius: ${theme.radius};
    background: ${theme.color.brand};
    color: #fff;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  .button.secondary {
    background: #fff;
    color: ${theme.color.text};
    border: 1px solid ${theme.color.border};
  }
  .button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  .button:focus-visible,
  a:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
  .nav {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space(3)};
    margin-top: ${theme.space(6)};
  }
  .links {
    display: flex;
    gap: ${theme.space(4)};
  }
  .links a,
  [role='note'] a {
    color: ${theme.color.brand};
    font-weight: 700;
  }
`;

const Alert = styled.p`
  padding: ${theme.space(3)};
  border-radius: ${theme.radius};
  background: #fee2e2;
  color: #7f1d1d;
`;

type Shown = { delivery: boolean; payment: boolean };

export function CheckoutScreen() {
  const { t } = useTranslation(['cart', 'common']);
  const host = useHost();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const state = useCart();
  const orderable = orderableLines(state);
  const { refresh } = useCatalogRefresh();

  const [entries, setEntries] = useState<CheckoutEntries>(() => loadEntries(sessionStore()));
  // The card form lives in memory only: it is never written anywhere.
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [completed, setCompleted] = useState<PlacedOrder | null>(null);
  const [shown, setShown] = useState<Shown>({ delivery: false, payment: false });
  const [serverErrors, setServerErrors] = useState<AddressErrors>({});
  const [notice, setNotice] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLDivElement>(null);

  const step = completed ? 5 : reachableStep(entries.step, entries, card, orderable.length);
  const goTo = useCallback((next: number) => setEntries((current) => ({ ...current, step: Math.min(Math.max(next, 1), 4) })), []);

  useEffect(() => {
    if (!completed) saveEntries(sessionStore(), entries);
  }, [completed, entries]);

  // The order is complete: empty the cart (the header badge hears cart:changed) and forget the entries.
  useEffect(() => {
    if (!completed) return;
    cart.clear();
    clearEntries(sessionStore());
  }, [completed]);

  // Focus the step's heading on every step change (not on arrival).
  const firstStep = useRef(step);
  useEffect(() => {
    if (firstStep.current === step) return;
    firstStep.current = -1;
    heading.current?.focus();
  }, [step]);

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(form.current);
  }, [attempt]);

  const flow = usePlaceOrder({
    entries,
    card,
    refreshPrices: refresh,
    onRequestKey: useCallback((request) => {
      setEntries((current) => {
        const next = { ...current, request };
        saveEntries(sessionStore(), next);
        return next;
      });
    }, []),
    onComplete: setCompleted,
    onFailure: useCallback(
      (failure) => {
        if (failure.kind === 'line') cart.note(failure.productId, failure.note);
        if (failure.kind === 'line' || failure.kind === 'prices-changed') {
          setNotice(true);
          goTo(1);
        } else if (failure.kind === 'empty-cart') {
          navigate(paths.cart());
        } else if (failure.kind === 'field') {
          setServerErrors({ [failure.field]: failure.message });
          setShown((current) => ({ ...current, delivery: true }));
          goTo(2);
        } else if (failure.kind === 'sign-in') {
          // The session ended on the server: sign in again and come back; the entries are kept
          // in session storage and the cart in its own.
          navigate(paths.login(), { state: { from: { pathname: paths.checkout(), search: '' } } });
        }
      },
      [goTo, navigate],
    ),
  });

  const change = (patch: Partial<CheckoutEntries>) => {
    if (patch.address) setServerErrors({});
    setEntries((current) => ({ ...current, ...patch }));
  };

  const next = () => {
    setNotice(false);
    const blocked = firstIncompleteStep(entries, card, orderable.length);
    if (blocked !== null && blocked <= step) {
      setShown({ delivery: blocked === 2 || shown.delivery, payment: blocked === 3 || shown.payment });
      setAttempt((n) => n + 1);
      return;
    }
    // M-Pesa's number starts as the delivery phone.
    if (step === 2 && entries.mpesaPhone.trim() === '') change({ mpesaPhone: entries.address.phone });
    goTo(step + 1);
  };

  const previous = () => {
    flow.reset();
    goTo(step - 1);
  };

  const changeMethod = () => {
    flow.reset();
    goTo(3);
  };

  // Nothing to check out: back to the cart. Only while /checkout is the page: the shell may still
  // show this region for a moment after the shopper has followed a link elsewhere.
  if (state.lines.length === 0 && !completed)
    return <Leaving>{pathname === paths.checkout() && <Navigate to={paths.cart()} replace />}</Leaving>;

  const title = t('common:pages.checkout');
  const stepId = STEPS[step - 1] ?? 'review';
  const summary = orderSummary(
    orderable.map(({ product, quantity }) => ({ price: product.price, quantity })),
    entries.delivery,
  );
  const busy = flow.phase.kind === 'placing' || flow.phase.kind === 'waiting';
  const signedIn = host.auth.status === 'signed-in';
  const addressErrors = { ...(shown.delivery ? deliveryErrors(entries) : {}), ...serverErrors };

  return (
    <PageFrame title={title} trail={[{ label: t('checkout.breadcrumbCart'), to: paths.cart() }, { label: title }]}>
      <Stepper current={step} />
      <Layout>
        <section aria-labelledby="checkout-step-heading" data-step={stepId}>
          <h2 id="checkout-step-heading" ref={heading} tabIndex={-1}>
            <span className="visually-hidden">{t('checkout.stepOf', { n: step, total: STEP_COUNT })}: </span>
            {step === 5 ? t('checkout.complete.title') : t(`checkout.steps.${stepId}`)}
          </h2>
          {notice && step === 1 && <Alert role="alert">{t('checkout.reviewChanged')}</Alert>}
          <div ref={form}>
            {step === 1 && <ReviewStep state={state} />}
            {step === 2 && <DeliveryStep entries={entries} subtotal={summary.subtotal} errors={addressErrors} onChange={change} />}
            {step === 3 && (
              <PaymentStep
                entries={entries}
                card={card}
                errors={shown.payment ? paymentErrors(entries, card) : {}}
                onChange={change}
                onCard={setCard}
              />
            )}
            {step === 4 && <ConfirmStep lines={orderable} entries={entries} card={card} signedIn={signedIn} />}
            {step === 5 && completed && <CompleteStep order={completed} />}
          </div>
          {flow.error && step === 4 && <Alert role="alert">{translateMessage(t, flow.error)}</Alert>}
          {flow.offline && step === 4 && (
            <Alert role="alert">
              {flow.offline === 'offline' ? t('checkout.offlineLead') : translateMessage(t, ERROR_MESSAGES.network.en)}{' '}
              {t('checkout.offline')}
            </Alert>
          )}
          {step === 4 && (
            <PaymentStatus
              phase={flow.phase}
              live={flow.live}
              onRetry={() => void flow.retry()}
              onChangeMethod={changeMethod}
              buttonClass="button"
            />
          )}
          {step < 5 && (
            <div className="nav">
              <button type="button" className="button secondary" onClick={previous} disabled={step === 1 || busy}>
                {t('checkout.previous')}
              </button>
              {step < 4 ? (
                <button type="button" className="button" onClick={next}>
                  {t('checkout.next')}
                </button>
              ) : (
                flow.phase.kind !== 'problem' && (
                  <button type="button" className="button" onClick={() => void flow.place()} disabled={!signedIn || busy} aria-busy={busy}>
                    {flow.phase.kind === 'placing' ? t('checkout.placing') : t('checkout.placeOrder')}
                  </button>
                )
              )}
            </div>
          )}
        </section>
        {step < 5 && <OrderSummaryPanel summary={summary} />}
      </Layout>
    </PageFrame>
  );
}
