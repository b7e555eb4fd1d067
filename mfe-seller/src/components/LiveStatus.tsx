import { useTranslation } from 'react-i18next';
import type { LiveState } from '@marketplace/contracts';
import { LiveIndicator } from '@marketplace/contracts/live';
import { NS } from '../remote';

/** The live updates' state in words: `open` says what arrives live on this page; the others are every page's. */
export function LiveStatus({ state, open }: { state: LiveState; open: string }) {
  const { t } = useTranslation(NS);
  return (
    <LiveIndicator
      state={state}
      labels={{ open, connecting: t('live.connecting'), reconnecting: t('live.reconnecting'), closed: t('live.closed') }}
    />
  );
}
