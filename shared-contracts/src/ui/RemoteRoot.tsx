import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const DevBadge = styled.span`
  position: fixed;
  bottom: 8px;
  left: 8px;
  z-index: 1000;
  padding: 2px 8px;
  border-radius: 4px;
  background: #7c3aed;
  color: #fff;
  font: 12px/1.6 monospace;
`;

/**
 * The root element of everything a remote renders. It names the remote in the DOM (tests and
 * devtools see which team owns a region) and marks a development build visibly, so a developer
 * running one remote locally against the rest can see the override took effect.
 */
export function RemoteRoot({ remote, build, children }: { remote: string; build: string | undefined; children: ReactNode }) {
  const { t } = useTranslation('common');
  const dev = build === 'development';
  return (
    <div data-remote={remote} data-build={dev ? 'development' : 'production'}>
      {children}
      {dev && <DevBadge data-testid="dev-build-marker">{`${t('devBuild')} · ${remote}`}</DevBadge>}
    </div>
  );
}
