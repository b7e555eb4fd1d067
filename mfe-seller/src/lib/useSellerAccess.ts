import { useHost } from '@marketplace/contracts';
import { useRead, type Read } from './useRead';
import { readAccess, type SellerAccess } from './access';

/** The signed-in user's access, read once per user while the page is open. */
export function useSellerAccess(): Read<SellerAccess> {
  const { auth } = useHost();
  return useRead(auth.user ? `access:${auth.user.id}` : null, readAccess, 'read-access');
}
