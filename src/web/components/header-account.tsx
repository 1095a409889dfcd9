import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from '../lib/router';
import { useSignOut } from '../lib/session/sign-out';
import { buttonClasses } from './button';

/**
 * A Logout whose request is under way, until home is on screen. Kept for the whole page rather than by the header that
 * started it: the staff layout's Logout is gone once home is drawn, and the shop's header, drawn with home, finishes it.
 */
let ending: Promise<unknown> | null = null;

/**
 * Logout signs out and returns to /. The session ends at the click (the request goes first, and survives the tab
 * closing), then home is shown; the browser forgets the user once home is on screen and the request is answered:
 * route changes run in a transition that keeps the old page up while the new one loads, and a staff page still up
 * when the user becomes null would send its guard to /login instead.
 */
export function useLogoutHome() {
  const signOut = useSignOut();
  const { endSession, forget } = signOut;
  const location = useLocation();
  const navigate = useNavigate();
  const logout = () => {
    // A failure is logged by useSignOut; the user is forgotten all the same.
    const ended = endSession().catch(() => {});
    if (location.pathname === '/') return void ended.finally(forget);
    ending = ended;
    navigate('/');
  };
  useEffect(() => {
    if (!ending || location.pathname !== '/') return;
    const ended = ending;
    ending = null;
    void ended.finally(forget);
  }, [location.pathname, forget]);
  return { logout, pending: signOut.isPending };
}

/** Sign In for a visitor, Logout for a signed-in user; `onDone` runs when either is pressed. */
export function AccountAction({
  signedIn,
  logout,
  pending,
  onDone,
  className,
  size,
}: {
  signedIn: boolean;
  logout: () => void;
  pending: boolean;
  onDone?: () => void;
  className: string;
  size?: 'sm';
}) {
  const classes = buttonClasses({ variant: 'secondary', size, className });
  if (!signedIn) {
    return (
      <Link to="/login" onClick={onDone} className={classes}>
        Sign In
      </Link>
    );
  }
  return (
    <button
      type="button"
      onClick={() => {
        onDone?.();
        logout();
      }}
      disabled={pending}
      className={classes}
    >
      Logout
    </button>
  );
}
