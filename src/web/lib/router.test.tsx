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
  it.each([
    // Fixed paths match without regard to case or a trailing slash.
    ['/menu', '/menu', {}],
    ['/menu', '/MENU/', {}],
    ['/', '/', {}],
    ['/admin/reports', '/admin/reports', {}],
    // Other paths do not, longer and shorter ones included.
    ['/menu', '/', null],
    ['/', '/menu', null],
    ['/admin', '/admin/reports', null],
    ['/admin/reports', '/admin', null],
    // Named parts come decoded, keeping their case.
    ['/track/:token', '/track/AbC_12', { token: 'AbC_12' }],
    ['/checkout/sandbox/:sessionId', '/checkout/sandbox/cs%20one', { sessionId: 'cs one' }],
    ['/track/:token', '/track', null],
    // A part that is not valid percent-encoding matches nothing rather than throwing.
    ['/track/:token', '/track/%E0%A4%A', null],
    // * matches any path.
    ['*', '/no/such/page', {}],
  ])('matches %s against %s: %j', (pattern, path, params) => {
    expect(matchPath(pattern, path)).toEqual(params);
  });
});

describe('isActivePath', () => {
  it.each([
    // The page itself and the pages under it, but / only on /.
    ['/menu', '/menu', true],
    ['/menu', '/menu/', true],
    ['/admin', '/admin/reports', true],
    ['/admin', '/administration', false],
    ['/', '/menu', false],
    ['/', '/', true],
    ['/menu?category=milk-tea', '/menu', true],
  ])('marks a link to %s on %s as active: %s', (link, path, active) => {
    expect(isActivePath(link, path)).toBe(active);
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

  it.each([
    // A plain press of the main button is followed.
    [{}, undefined, true],
    [{}, '_self', true],
    // New tabs, windows, other buttons, other targets and handled presses are left to the browser.
    [{ ctrlKey: true }, undefined, false],
    [{ metaKey: true }, undefined, false],
    [{ shiftKey: true }, undefined, false],
    [{ altKey: true }, undefined, false],
    [{ button: 1 }, undefined, false],
    [{}, '_blank', false],
    [{ defaultPrevented: true }, undefined, false],
  ])('takes a press with %j and target %s as plain: %s', (overrides, target, plain) => {
    expect(isPlainClick(click(overrides), target)).toBe(plain);
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

  it.each([
    ['/', '<p>home</p>'],
    ['/menu?category=milk-tea', '<p>/menu category=milk-tea</p>'],
    ['/track/t0k3n', '<p>token=t0k3n</p>'],
    ['/nowhere', '<p>anything else</p>'],
  ])('draws the first route that matches %s, with the query and the parameters', (address, html) => {
    expect(draw(address)).toBe(html);
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
