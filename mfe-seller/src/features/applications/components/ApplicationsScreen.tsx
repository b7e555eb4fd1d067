import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '@marketplace/contracts';
import { NS } from '../../../remote';
import { SellerFrame } from '../../../components/SellerFrame';
import { ReadStatus } from '../../../components/ReadStatus';
import { Field } from '../../../components/Field';
import { Badge, Button, Card, Facts, FieldBox, Notice } from '../../../components/styles';
import { useBackend } from '../../../lib/backend';
import { useRefusal } from '../../../lib/refusals';
import { formatDateTime } from '../../../lib/format';
import { useRead } from '../../../lib/useRead';
import { FunctionRefused } from '../../../lib/functions';
import { sellerPaths } from '../../../lib/routes';
import { readApplications, reviewApplication, type Application, type ApplicationStatus } from '../data/applications';

const REASON_MAX = 1000;

const List = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  article {
    display: grid;
    grid-template-columns: 80px minmax(0, 1fr);
    gap: ${theme.space(4)};
  }
  .logo {
    width: 80px;
    height: 80px;
    object-fit: cover;
    border-radius: ${theme.radius};
    border: 1px solid ${theme.color.border};
    background: ${theme.color.background};
  }
  .description {
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
  }
  form {
    display: grid;
    gap: ${theme.space(2)};
    max-width: 32rem;
  }
  a {
    color: ${theme.color.brandDark};
    font-weight: 600;
  }
  @media (max-width: ${theme.breakpoint.mobile}) {
    article {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

const STATUS_COLOUR: Record<ApplicationStatus, string> = {
  pending: theme.status.processing,
  approved: theme.status.delivered,
  rejected: theme.status.cancelled,
};

type Listed = Application & { logoUrl: string | null };

/** One application: what the shop told us, and approve or reject (with a reason) while pending. */
function ApplicationCard({ application, onReviewed }: { application: Listed; onReviewed: (message: string) => void }) {
  const { t, i18n } = useTranslation(NS);
  const { t: common } = useTranslation('common');
  const backend = useBackend();
  const refusal = useRefusal();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const a = application;
  const reasonId = `application-${a.id}-reason`;

  const approve = async () => {
    setError(null);
    setBusy(true);
    try {
      const answer = await reviewApplication(await backend(), a.id, {
        decision: 'approve',
        redirectTo: `${window.location.origin}${sellerPaths.home()}`,
      });
      const name = answer.name ?? a.business_name;
      onReviewed(
        answer.joined
          ? t('applications.approvedJoined', { name, email: answer.email })
          : t('applications.approvedInvited', { name, email: answer.email }),
      );
    } catch (failure) {
      // The vendor and its invitation exist; only the mail failed: the applicant joins by signing up.
      if (failure instanceof FunctionRefused && failure.code === 'invite_failed')
        onReviewed(t('applications.inviteFailed', { name: a.business_name, email: a.email }));
      else setError(refusal(failure, 'approve-application').text);
    } finally {
      setBusy(false);
    }
  };

  const reject = async (event: FormEvent) => {
    event.preventDefault();
    const value = reason.trim();
    if (value === '' || value.length > REASON_MAX) {
      setProblem(t('refusals.seller.rejectReasonRequired'));
      return;
    }
    setProblem(undefined);
    setError(null);
    setBusy(true);
    try {
      await reviewApplication(await backend(), a.id, { decision: 'reject', reason: value });
      onReviewed(t('applications.rejected', { name: a.business_name, email: a.email }));
    } catch (failure) {
      const { text, field } = refusal(failure, 'reject-application');
      if (field === 'reason') setProblem(text);
      else setError(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="article" aria-labelledby={`application-${a.id}`} data-application-id={a.id}>
      {a.logoUrl ? (
        <img className="logo" src={a.logoUrl} alt={t('applications.logo', { name: a.business_name })} />
      ) : (
        <span className="logo" />
      )}
      <div>
        <h2 id={`application-${a.id}`}>{a.business_name}</h2>
        <p>
          <Badge $colour={STATUS_COLOUR[a.status] ?? theme.status.other}>{t(`applications.status.${a.status}`)}</Badge>
        </p>
        <Facts>
          <dt>{t('applications.submitted')}</dt>
          <dd>{formatDateTime(a.created_at, i18n.language)}</dd>
          <dt>{t('applications.contact')}</dt>
          <dd>{a.contact_name}</dd>
          <dt>{t('applications.email')}</dt>
          <dd>
            <a href={`mailto:${a.email}`}>{a.email}</a>
          </dd>
          <dt>{t('applications.phone')}</dt>
          <dd>
            <a href={`tel:${a.phone}`}>{a.phone}</a>
          </dd>
          <dt>{t('applications.category')}</dt>
          <dd>{common(`categories.${a.category}`, { defaultValue: a.category })}</dd>
          {a.location && (
            <>
              <dt>{t('applications.location')}</dt>
              <dd>{a.location}</dd>
            </>
          )}
          {a.reject_reason && (
            <>
              <dt>{t('applications.rejectReason')}</dt>
              <dd>{a.reject_reason}</dd>
            </>
          )}
        </Facts>
        <p className="description">{a.description}</p>
        {a.status === 'pending' &&
          (rejecting ? (
            <form noValidate onSubmit={reject} aria-label={t('applications.rejectForm', { name: a.business_name })}>
              <Field id={reasonId} label={t('applications.reason')} error={problem}>
                <textarea
                  rows={3}
                  value={reason}
                  required
                  maxLength={REASON_MAX}
                  disabled={busy}
                  autoFocus
                  onChange={(e) => setReason(e.target.value)}
                />
              </Field>
              <div className="buttons">
                <Button type="submit" $variant="danger" disabled={busy}>
                  {t('applications.confirmReject')}
                </Button>
                <Button type="button" $variant="secondary" disabled={busy} onClick={() => setRejecting(false)}>
                  {t('orders.back')}
                </Button>
              </div>
            </form>
          ) : (
            <div className="buttons">
              <Button type="button" disabled={busy} onClick={() => void approve()}>
                {busy ? t('applications.approving') : t('applications.approve')}
              </Button>
              <Button type="button" $variant="secondary" disabled={busy} onClick={() => setRejecting(true)}>
                {t('applications.reject')}
              </Button>
            </div>
          ))}
        {error && (
          <Notice $kind="error" role="alert">
            {error}
          </Notice>
        )}
      </div>
    </Card>
  );
}

function ApplicationList() {
  const { t } = useTranslation(NS);
  const [all, setAll] = useState(false);
  const [said, setSaid] = useState('');
  const { state, reload } = useRead(
    `applications:${all ? 'all' : 'pending'}`,
    (supabase) => readApplications(supabase, all),
    'read-applications',
  );
  const reviewed = (message: string) => {
    setSaid(message);
    reload();
  };
  return (
    <>
      <FieldBox className="check">
        <input id="applications-all" type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} />
        <label htmlFor="applications-all">{t('applications.showAll')}</label>
      </FieldBox>
      <p role="status">{said}</p>
      <ReadStatus state={state} loading={t('applications.loading')} />
      {state.status === 'ready' && state.data.length === 0 && <p>{all ? t('applications.none') : t('applications.nonePending')}</p>}
      {state.status === 'ready' && (
        <List>
          {state.data.map((application) => (
            <ApplicationCard key={application.id} application={application} onReviewed={reviewed} />
          ))}
        </List>
      )}
    </>
  );
}

/** /seller/applications: operators review start-selling applications, newest first. */
export function ApplicationsScreen() {
  const { t } = useTranslation(NS);
  return (
    <SellerFrame title={t('pages.applications')} audience="operator">
      {() => <ApplicationList />}
    </SellerFrame>
  );
}
