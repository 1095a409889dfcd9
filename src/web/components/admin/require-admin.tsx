import type { ReactNode } from 'react';
import { roleMay, type StaffPermission } from '@domain/staff-roles';
import { Link, Navigate, useLocation } from '../../lib/router';
import { Button, buttonClasses } from '../button';
import { PageLoading } from '../page-loading';
import { useSession } from '../../lib/session/use-session';

/** Nobody signed in: to /login, or on a counter device to its PIN screen, which comes back here once someone is in. */
function SignInFirst({ onCounterDevice }: { onCounterDevice: boolean }) {
  const { pathname, search } = useLocation();
  if (!onCounterDevice) return <Navigate to="/login" replace />;
  return <Navigate to={`/counter-device?next=${encodeURIComponent(pathname + search)}`} replace />;
}

/**
 * The guard of the staff pages: a visitor goes to /login (on a counter device, to its PIN screen), a signed-in user
 * with no staff role to /, and a member of staff whose role does not reach the page is told so, with the way to the
 * orders. (The server checks every staff call on its own; this only keeps people from a screen they cannot use.)
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
  if (!session.data.user) return <SignInFirst onCounterDevice={Boolean(session.data.device)} />;
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
