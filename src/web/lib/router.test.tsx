import type { MouseEvent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  isActivePath,
  isPlainClick,
  Link,
  matchPath,
  NavLink,
  parseLocation,
  Routes,
  StaticRouter,
  useLocation,
  useParams,
  useSearchParams,
} from './router';

describe('matchPath', () => {
  it('matches fixed paths without regard to case or a trailing slash', () => {
    expect(matchPath('/menu', '/menu')).toEqual({});
    expect(matchPath('/menu', '/MENU/')).toEqual({});
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/admin/reports', '/admin/reports')).toEqual({});
  });

  it('refuses other paths, longer and shorter ones included', () => {
    expect(matchPath('/menu', '/')).toBeNull();
    expect(matchPath('/', '/menu')).toBeNull();
    expect(matchPath('/admin', '/admin/reports')).toBeNull();
    expect(matchPath('/admin/reports', '/admin')).toBeNull();
  });

  it('gives named parts decoded, keeping their case', () => {
    expect(matchPath('/track/:token', '/track/AbC_12')).toEqual({ token: 'AbC_12' });
    expect(matchPath('/checkout/sandbox/:sessionId', '/checkout/sandbox/cs%20one')).toEqual({ sessionId: 'cs one' });
    expect(matchPath('/track/:token', '/track')).toBeNull();
    // A part that is not valid percent-encoding matches nothing rather than throwing.
    expect(matchPath('/track/:token', '/track/%E0%A4%A')).toBeNull();
  });

  it('matches any path with *', () => {
    expect(matchPath('*', '/no/such/page')).toEqual({});
  });
});

describe('isActivePath', () => {
  it('marks the page itself and the pages under it, but / only on /', () => {
    expect(isActivePath('/menu', '/menu')).toBe(true);
    expect(isActivePath('/menu', '/menu/')).toBe(true);
    expect(isActivePath('/admin', '/admin/reports')).toBe(true);
    expect(isActivePath('/admin', '/administration')).toBe(false);
    expect(isActivePath('/', '/menu')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/menu?category=milk-tea', '/menu')).toBe(true);
  });
});

describe('isPlainClick', () => {
  const click = (overrides: Partial<MouseEvent<HTMLAnchorElement>> = {}) =>
    ({
      defaultPrevented: false,
      button: 0,
      metaKey: false,
      altKey: false,
      ctrlKey: false,
      shiftKey: false,
      ...overrides,
    }) as MouseEvent<HTMLAnchorElement>;

  it('follows a plain press of the main button', () => {
    expect(isPlainClick(click(), undefined)).toBe(true);
    expect(isPlainClick(click(), '_self')).toBe(true);
  });

  it('leaves new tabs, windows, other buttons, other targets and handled presses to the browser', () => {
    expect(isPlainClick(click({ ctrlKey: true }), undefined)).toBe(false);
    expect(isPlainClick(click({ metaKey: true }), undefined)).toBe(false);
    expect(isPlainClick(click({ shiftKey: true }), undefined)).toBe(false);
    expect(isPlainClick(click({ altKey: true }), undefined)).toBe(false);
    expect(isPlainClick(click({ button: 1 }), undefined)).toBe(false);
    expect(isPlainClick(click(), '_blank')).toBe(false);
    expect(isPlainClick(click({ defaultPrevented: true }), undefined)).toBe(false);
  });
});

describe('parseLocation', () => {
  it('splits an address into path, query and hash', () => {
    expect(parseLocation('/menu?category=milk-tea#top')).toEqual({
      pathname: '/menu',
      search: '?category=milk-tea',
      hash: '#top',
      key: 'default',
    });
  });
});

describe('the server router', () => {
  function Where() {
    const location = useLocation();
    const [params] = useSearchParams();
    return (
      <p>
        {location.pathname} category={params.get('category')}
      </p>
    );
  }
  function Token() {
    return <p>token={useParams().token}</p>;
  }
  const routes = [
    { path: '/', element: <p>home</p> },
    { path: '/menu', element: <Where /> },
    { path: '/track/:token', element: <Token /> },
    { path: '*', element: <p>anything else</p> },
  ];
  const draw = (address: string) =>
    renderToStaticMarkup(
      <StaticRouter location={address}>
        <Routes routes={routes} />
      </StaticRouter>,
    );

  it('draws the first route that matches, with the query and the parameters', () => {
    expect(draw('/')).toBe('<p>home</p>');
    expect(draw('/menu?category=milk-tea')).toBe('<p>/menu category=milk-tea</p>');
    expect(draw('/track/t0k3n')).toBe('<p>token=t0k3n</p>');
    expect(draw('/nowhere')).toBe('<p>anything else</p>');
  });

  it('draws links as real anchors, and marks the current page in the navigation', () => {
    const html = renderToStaticMarkup(
      <StaticRouter location="/menu">
        <NavLink to="/menu" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Menu
        </NavLink>
        <NavLink to="/about" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          About
        </NavLink>
        <Link to="/menu?category=milk-tea">Milk tea</Link>
      </StaticRouter>,
    );
    expect(html).toBe(
      '<a aria-current="page" class="on" href="/menu">Menu</a>' +
        '<a class="off" href="/about">About</a>' +
        '<a href="/menu?category=milk-tea">Milk tea</a>',
    );
  });
});
