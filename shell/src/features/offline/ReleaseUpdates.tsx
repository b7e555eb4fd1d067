import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { theme } from '@marketplace/contracts';
import { checkForReleases, onReleaseReady } from '../../lib/offline/service-worker';
import { useConnection } from '../../lib/offline/connection';

const Prompt = styled.div`
  position: fixed;
  left: 16px;
  bottom: 16px;
  z-index: 40;
  display: flex;
  gap: 12px;
  align-items: center;
  padding: 10px 14px;
  border-radius: ${theme.radius};
  background: ${theme.color.text};
  color: #fff;
  font-family: ${theme.font.body};
  button {
    padding: 6px 12px;
    border: 0;
    border-radius: ${theme.radius};
    background: #fff;
    color: ${theme.color.brandDark};
    font-weight: 700;
    cursor: pointer;
  }
  button:focus-visible {
    outline: ${theme.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * Newer releases, as the service worker finds them: a remote's is used from the next navigation
 * (a full load, so no page mixes two releases), the shell's is offered with a prompt.
 */
export function ReleaseUpdates() {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const [shellReady, setShellReady] = useState(false);
  const remoteReady = useRef(false);
  const first = useRef(true);
  const connection = useConnection();

  useEffect(() => {
    const stop = onReleaseReady((kind, key) => {
      if (kind === 'page') setShellReady(true);
      else remoteReady.current = true;
      console.info(`[shell] a newer release is ready (${key}); it is used from the next page load`);
    });
    const stopWatching = connection.onChange((state) => state === 'online' && checkForReleases());
    return () => {
      stop();
      stopWatching();
    };
  }, [connection]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (remoteReady.current) window.location.reload();
    else checkForReleases();
  }, [pathname, search]);

  if (!shellReady) return null;
  return (
    <Prompt role="status">
      <span>{t('update.available')}</span>
      <button type="button" onClick={() => window.location.reload()}>
        {t('update.reload')}
      </button>
    </Prompt>
  );
}
