import type { ReadState } from '../lib/useRead';
import { Notice } from './styles';

/**
 * A read's progress as every seller page shows it: the loading line (announced politely) until the
 * answer, then the refusal's text as an alert if it failed; nothing once the data is there.
 */
export function ReadStatus({ state, loading }: { state: ReadState<unknown>; loading: string }) {
  if (state.status === 'loading') return <p role="status">{loading}</p>;
  if (state.status === 'failed') {
    return (
      <Notice $kind="error" role="alert">
        {state.text}
      </Notice>
    );
  }
  return null;
}
