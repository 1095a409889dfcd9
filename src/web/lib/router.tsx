/**
 * Pearl's router, in place of react-router (12.4 KB of the first page's gzipped JavaScript, for the dozen
 * calls Pearl made of it). What it does is what Pearl used: the address as React state, changed in a transition (the
 * old page stays up while a page loaded on demand arrives), links that navigate without a reload unless the browser is
 * asked for a new tab or window, Back and Forward, the query string as search parameters, `:name` parameters in
 * paths, and a router for the server that draws one fixed address.
 */
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** Differs for every entry of the history: a navigation to the same address gives a new key ('default' at first). */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

interface RouterState {
  location: Location;
  navigate: Navigate;
}

const RouterContext = createContext<RouterState | null>(null);
const ParamsContext = createContext<Readonly<Record<string, string>>>({});

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Pearl router: this component must be inside a BrowserRouter or StaticRouter.');
  return router;
}

/** An address as a Location: `/menu?category=milk-tea#top`. */
export function parseLocation(address: string, key = 'default'): Location {
  const url = new URL(address, 'http://pearl.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, key };
}

function currentLocation(): Location {
  const state: unknown = window.history.state;
  const key =
    state && typeof state === 'object' && 'key' in state && typeof state.key === 'string' ? state.key : 'default';
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, key };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

// React warns about useLayoutEffect when drawing on the server; the browser needs it to hear Back before paint.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** The browser's router: the address bar and the history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);

  useBrowserLayoutEffect(() => {
    const onPopState = () => startTransition(() => setLocation(currentLocation()));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = useCallback<Navigate>((to, options = {}) => {
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin) {
      window.location.assign(url.href);
      return;
    }
    const address = url.pathname + url.search + url.hash;
    const here = window.location.pathname + window.location.search + window.location.hash;
    // As react-router did: following a link to the page already shown replaces its entry rather than adding one.
    const replace = options.replace ?? address === here;
    const key = newKey();
    window.history[replace ? 'replaceState' : 'pushState']({ key }, '', address);
    startTransition(() => setLocation({ pathname: url.pathname, search: url.search, hash: url.hash, key }));
  }, []);

  const router = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

function refuseNavigation(): never {
  throw new Error('Pearl router: a page drawn on the server cannot navigate.');
}

/** The server's router: one fixed address (the server-drawn storefront). */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const router = useMemo(() => ({ location: parseLocation(location), navigate: refuseNavigation }), [location]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): Navigate {
  return useRouter().navigate;
}

/** The `:name` parts of the route that drew this page, decoded. */
export function useParams(): Readonly<Record<string, string>> {
  return useContext(ParamsContext);
}

/** The query string, and a way to change it (the path stays; the hash goes, as with react-router). */
export function useSearchParams(): [
  URLSearchParams,
  (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => {
      const search = new URLSearchParams(next).toString();
      navigate(location.pathname + (search ? `?${search}` : ''), options);
    },
    [location.pathname, navigate],
  );
  return [params, setParams];
}

/**
 * Whether a press on a link is the router's to follow: the main button, no modifier key (those ask the browser for a
 * new tab or window, or a download), no other target, and not already handled.
 */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address in the shop, from its root: `/menu?category=milk-tea`. */
  to: string;
  replace?: boolean;
}

/** A link within the shop: a real `<a href>` (a new tab, a copied link and a browser without JavaScript all work). */
export function Link({ to, replace, onClick, target, children, ...props }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...props}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target)) return;
        event.preventDefault();
        navigate(to, { replace });
      }}
    >
      {children}
    </a>
  );
}

/** Whether the page at `pathname` is `to` or a page under it (`/admin` is active on `/admin/reports`). */
export function isActivePath(to: string, pathname: string): boolean {
  const path = new URL(to, 'http://pearl.invalid').pathname.replace(/\/+$/, '') || '/';
  const here = pathname.replace(/\/+$/, '') || '/';
  if (here.toLowerCase() === path.toLowerCase()) return true;
  return path !== '/' && here.toLowerCase().startsWith(`${path.toLowerCase()}/`);
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((state: { isActive: boolean }) => string);
}

/** A link in the navigation: marked as the current page (`aria-current="page"`) while its page is shown. */
export function NavLink({ className, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = isActivePath(props.to, pathname);
  return (
    <Link
      {...props}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

/** Goes to `to` once drawn (a guard's redirect). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

/**
 * The parameters if `pattern` (`/track/:token`, `*` for any) matches `pathname`, else null. Fixed parts match without
 * regard to case and a trailing slash is ignored, as they were with react-router.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  if (pattern === '*') return {};
  const wanted = pattern.split('/').filter(Boolean);
  const parts = pathname.split('/').filter(Boolean);
  if (wanted.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of wanted.entries()) {
    const actual = parts[i]!;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (part.toLowerCase() !== actual.toLowerCase()) {
      return null;
    }
  }
  return params;
}

export interface RouteDefinition {
  path: string;
  element: ReactNode;
}

/** Draws the first route whose path matches the address, with its parameters for useParams; nothing if none does. */
export function Routes({ routes }: { routes: readonly RouteDefinition[] }) {
  const { pathname } = useLocation();
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params)
      return (
        <ParamsContext.Provider key={route.path} value={params}>
          {route.element}
        </ParamsContext.Provider>
      );
  }
  return null;
}
