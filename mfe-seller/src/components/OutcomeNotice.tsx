import { Notice } from './styles';

/** What became of a form's last send: saved (announced politely) or refused (an alert). */
export type Outcome = { kind: 'success' | 'error'; text: string } | null;

export function OutcomeNotice({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <Notice $kind={outcome.kind} role={outcome.kind === 'error' ? 'alert' : 'status'}>
      {outcome.text}
    </Notice>
  );
}
