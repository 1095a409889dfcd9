import type { SessionAnswer } from '@domain/contracts/accounts';
import { STAFF_ROLE_LABELS } from '@domain/staff-roles';
import { useQueryClient } from '@tanstack/react-query';
import { UsersRound } from 'lucide-react';
import { useCallback } from 'react';
import { Button } from '../../../components/button';
import { useLocation, useNavigate } from '../../../lib/router';
import { useSignOut } from '../../../lib/session/sign-out';
import { setSession } from '../../../lib/session/use-session';
import { useStillHere } from '../api/counter-device';
import { useIdleSwitchOut } from '../hooks/use-idle-switch-out';

type SignedIn = NonNullable<SessionAnswer['user']>;

/** Who is switched in on this counter device, and Switch person; two idle minutes switch them out as well. */
export default function SwitchedInBar({ deviceName, user }: { deviceName: string; user: SignedIn }) {
  const { endSession } = useSignOut();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const stillHere = useStillHere();
  const here = pathname + search;

  const switchOut = useCallback(async () => {
    // The PIN screen first, so no staff page is left on show while the session ends.
    navigate(`/counter-device?next=${encodeURIComponent(here)}`);
    try {
      await endSession();
    } catch {
      // Not reached: the server ends the session itself once it has been idle.
    } finally {
      queryClient.removeQueries({ queryKey: ['admin'] });
      setSession(queryClient, { user: null, device: { name: deviceName } });
    }
  }, [deviceName, endSession, here, navigate, queryClient]);
  useIdleSwitchOut(() => void switchOut(), stillHere);

  return (
    <>
      {/* Room at the foot of the page, so the bar covers nothing once the page is scrolled to its end. */}
      <div aria-hidden className="h-16" />
      <section
        aria-label="Counter device"
        className="fixed inset-x-0 bottom-0 z-40 flex min-h-14 flex-wrap items-center justify-between gap-x-4 gap-y-1 bg-tea-900 px-4 py-2 text-cream-50 shadow-[0_-4px_12px_rgb(0_0_0/0.15)] sm:px-6"
      >
        <p className="text-sm">
          <span className="font-semibold">{user.name ?? user.email}</span>
          {user.role ? ` (${STAFF_ROLE_LABELS[user.role]})` : ''} on {deviceName}
        </p>
        <Button size="sm" variant="secondary" onClick={() => void switchOut()}>
          <UsersRound aria-hidden className="size-4" />
          Switch person
        </Button>
      </section>
    </>
  );
}
