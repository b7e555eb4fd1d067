import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@marketplace/contracts';
import { NS } from '../remote';
import { sellerPaths } from '../lib/routes';
import { Button, Notice } from './styles';
import { useSellerAccess } from '../lib/useSellerAccess';
import type { SellerAccess } from '../lib/access';
import { NotVendor } from './NotVendor';
import { SellerNav } from './SellerNav';

/** Who a page is for: a vendor's members, operators, or either. */
export type Audience = 'member' | 'operator' | 'either';

/**
 * Every seller page's frame: breadcrumb and heading, the sections, and the gate. The page itself
 * renders only once the database has said the user may see it; otherwise the user learns why.
 */
export function SellerFrame({
  title,
  audience,
  children,
}: {
  title: string;
  audience: Audience;
  children: (access: SellerAccess) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  const { state, reload, refreshing } = useSellerAccess();
  const home = t('pages.home');
  const trail = title === home ? [{ label: home }] : [{ label: home, to: sellerPaths.home() }, { label: title }];

  let body: ReactNode;
  if (state.status === 'loading') {
    body = <p role="status">{t('access.loading')}</p>;
  } else if (state.status === 'failed') {
    body = (
      <>
        <Notice $kind="error" role="alert">
          {state.text}
        </Notice>
        <p>
          <Button type="button" onClick={reload} disabled={refreshing}>
            {t('actions.tryAgain')}
          </Button>
        </p>
      </>
    );
  } else {
    const access = state.data;
    const member = access.vendorId !== null;
    let content: ReactNode;
    if (audience === 'operator' && !access.operator) {
      content = (
        <Notice $kind="info" role="status">
          {t('access.operatorsOnly')}
        </Notice>
      );
    } else if ((audience === 'member' && !member) || (audience === 'either' && !member && !access.operator)) {
      content = <NotVendor operator={access.operator} />;
    } else {
      content = children(access);
    }
    body = (
      <>
        <SellerNav access={access} />
        {content}
      </>
    );
  }
  return (
    <PageFrame title={title} trail={trail}>
      {body}
    </PageFrame>
  );
}
