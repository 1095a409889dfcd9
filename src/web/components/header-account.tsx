import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from '../lib/router';
import { useSignOut } from '../lib/session/sign-out';
import { buttonClasses } from './button';

/**
 * Logout signs out and returns to /. Home first, and the session ends only once home is on screen: route
 * changes run in a transition that keeps the old page up while the new one loads, and a staff page still up when
 * the user becomes null would send its guard to /login instead.
 */
export function useLogoutHome() {
  const signOut = useSignOut();
  const { mutate: endSession } = signOut;
  const location = useLocation();
  const navigate = useNavigate();
  const leaving = useRef(false);
  const logout = () => {
    if (location.pathname === '/') return endSession();
    leaving.current = true;
    navigate('/');
  };
  useEffect(() => {
    if (!leaving.current || location.pathname !== '/') return;
    leaving.current = false;
    endSession();
  }, [location.pathname, endSession]);
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
