import type { FormEvent, ReactNode } from 'react';
import { ERROR_MESSAGES, PageFrame } from '@marketplace/contracts';
import { Alert, Card } from '../../../components/form';
import { useCatalogText } from '../../../lib/useMessages';

interface AuthFormPageProps {
  /** The page's title, which also names its form. */
  title: string;
  /** Whether the host has an auth service; without one the page says so above the form. */
  available: boolean;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}

/** The frame of the sign-in and register pages: a card holding one form named after the page. */
export function AuthFormPage({ title, available, onSubmit, children }: AuthFormPageProps) {
  const text = useCatalogText();
  return (
    <PageFrame title={title}>
      <Card>
        {!available && (
          <Alert kind="error">
            <p>{text(ERROR_MESSAGES.authNotConfigured.en)}</p>
          </Alert>
        )}
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={title}>
          {children}
        </form>
      </Card>
    </PageFrame>
  );
}
