import { Link } from 'react-router';
import { PageFrame } from '@marketplace/contracts';
import { usePageTitle } from '@marketplace/contracts/page-title';
import { useNotFoundStatus } from '@marketplace/contracts/fragment';

/** A friendly dead end: what was not found and the way back. */
export function NotFound({ title, text, back, backLabel }: { title: string; text: string; back: string; backLabel: string }) {
  usePageTitle(title);
  useNotFoundStatus();
  return (
    <PageFrame title={title}>
      <p>{text}</p>
      <p>
        <Link to={back}>{backLabel}</Link>
      </p>
    </PageFrame>
  );
}
