import type { ReactNode } from 'react';
import { Navigate } from '../../../lib/router';
import { Button } from '../../../components/button';
import { PageLoading } from '../../../components/page-loading';
import { useSession } from '../../../lib/session/use-session';

/**
 * The guard of /admin and /orders: a visitor goes to /login, a signed-in non-admin to /. (The server checks every
 * admin call on its own; this only keeps people from a screen they cannot use.)
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isPending) return <PageLoading />;
  if (session.isError) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-24 text-center">
        <p className="text-lg">We could not check your sign-in. {session.error.message}</p>
        <Button onClick={() => void session.refetch()}>Retry</Button>
      </div>
    );
  }
  if (!session.data.user) return <Navigate to="/login" replace />;
  if (!session.data.user.isAdmin) return <Navigate to="/" replace />;
  return children;
}
