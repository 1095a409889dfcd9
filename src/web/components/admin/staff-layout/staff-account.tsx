import { STAFF_ROLE_LABELS } from '@domain/staff-roles';
import { LogOut, Store, UserRound } from 'lucide-react';
import { buttonClasses } from '../../button';
import { useLogoutHome } from '../../header-account';
import { cn } from '../../../lib/cn';
import { Link } from '../../../lib/router';
import { useSession } from '../../../lib/session/use-session';

/** Who is signed in: their name (their e-mail address when they have none) and their role. */
export function StaffPerson({ className }: { className?: string }) {
  const user = useSession().data?.user;
  if (!user) return null;
  return (
    <p className={cn('flex min-w-0 items-center gap-2 text-sm', className)}>
      <UserRound aria-hidden className="size-5 shrink-0 text-tea-600" />
      <span className="min-w-0">
        <span className="sr-only">Signed in as </span>
        <span className="block truncate font-semibold text-tea-900">{user.name?.trim() || user.email}</span>
        {user.role ? (
          <span className="block text-xs font-semibold text-tea-700">
            <span className="sr-only">, </span>
            <span>{STAFF_ROLE_LABELS[user.role]}</span>
          </span>
        ) : null}
      </span>
    </p>
  );
}

/**
 * **View shop** (the storefront, as customers see it) and **Logout** (signs out and returns to /, as the shop's
 * header does). `onDone` runs when either is pressed (the make screen's staff menu closes).
 */
export function StaffExits({ onDone, className }: { onDone?: () => void; className?: string }) {
  const { logout, pending } = useLogoutHome();
  return (
    <div className={cn('flex items-center gap-1 sm:gap-2', className)}>
      <Link
        to="/"
        onClick={onDone}
        className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'px-2.5 sm:px-3.5' })}
      >
        <Store aria-hidden className="hidden size-4 sm:block" />
        View shop
      </Link>
      <button
        type="button"
        disabled={pending}
        onClick={() => {
          onDone?.();
          logout();
        }}
        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      >
        <LogOut aria-hidden className="hidden size-4 sm:block" />
        Logout
      </button>
    </div>
  );
}
