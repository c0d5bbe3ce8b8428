// The owner's pages need a session: while it is checked a skeleton shows, without one the visitor is sent
// to the sign-in page (and back here afterwards), and a session that ends meanwhile does the same.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { OwnerAccount } from '@shared/schemas/account';
import { toast } from '@web/lib/toast';
import { onOwnerSessionExpired, ownerKeys, useOwnerSession } from '../api/owner-session';
import { signInPathFor } from '../lib/next-path';
import { AccountSkeleton } from './account-skeleton';

export function RequireOwner({ children }: { children: (account: OwnerAccount) => ReactNode }) {
  const session = useOwnerSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const here = `${location.pathname}${location.search}`;

  useEffect(
    () =>
      onOwnerSessionExpired(() => {
        queryClient.setQueryData(ownerKeys.session, null);
        toast.error('Session ended', { description: 'Please sign in again to continue.', id: 'owner-session-ended' });
        void navigate(signInPathFor(here), { replace: true });
      }),
    [navigate, queryClient, here],
  );

  if (session.isPending) return <AccountSkeleton />;
  if (session.isError) throw session.error;
  if (!session.data) return <Navigate to={signInPathFor(here)} replace />;
  return children(session.data);
}
