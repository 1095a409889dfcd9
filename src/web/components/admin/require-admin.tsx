import type { ReactNode } from 'react';
import { roleMay, type StaffPermission } from '@domain/staff-roles';
import { Link, Navigate } from '../../lib/router';
import { Button, buttonClasses } from '../button';
import { PageLoading } from '../page-loading';
import { useSession } from '../../lib/session/use-session';

/**
 * The guard of the staff pages: a visitor goes to /login, a signed-in user with no staff role to /, and a member of
 * staff whose role does not reach the page is told so, with the way to the orders. (The server checks every staff
 * call on its own; this only keeps people from a screen they cannot use.)
 */
export function RequireAdmin({ children, permission }: { children: ReactNode; permission: StaffPermission }) {
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
  if (!roleMay(session.data.user.role, permission)) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-24 text-center">
        <h1 className="text-2xl font-bold">Not for your role</h1>
        <p className="text-lg">Your role does not allow this page. Ask the shop’s owner or a manager.</p>
        <Link to="/orders" className={buttonClasses({ variant: 'primary' })}>
          Go to the orders
        </Link>
      </div>
    );
  }
  return children;
}
