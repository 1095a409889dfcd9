/**
 * The deployment in deploy/ as it is. Debian's nginx on loopback with deploy/nginx/pearl.conf (only
 * its certificate, ports and cache folder swapped for a temporary self-signed certificate, free ports and a temporary
 * folder) in front of two instances started the way deploy/systemd/pearl@.service starts them, on one PostgreSQL
 * database. It proves: the shop and its API through the proxy over TLS (compressed, assets cached); a menu change and a
 * paid order reaching live streams held by the other instance; the per-address limits seeing the client's real
 * address (X-Forwarded-For set by nginx, a forged one ignored); and one instance stopped with SIGTERM while the
 * other keeps serving.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMenu } from './seed/demo-menu';
import { seedMenu } from './seed/seed';
import { makeSession, makeUser } from './test/factories';
import { freePort, startShopProcess, type ShopProcess } from './test/shop-process';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './test/test-database';

const root = fileURLToPath(new URL('../../', import.meta.url));
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const kinds = await testDatabaseKinds();
if (!NGINX && process.env.CI === 'true')
  throw new Error('nginx is missing: .ci/run installs it (apt-get install nginx).');
const METRICS_TOKEN = 'deploy-test-metrics-token-0123456789';

/** Replaces each `from` in text exactly once, failing when the deploy file no longer has it. */
function swap(text: string, pairs: Array<[string, string]>): string {
  for (const [from, to] of pairs) {
    const parts = text.split(from);
    if (parts.length < 2) throw new Error(`deploy/nginx/pearl.conf no longer contains ${JSON.stringify(from)}`);
    text = parts.join(to);
  }
  return text;
}

/** The unit's Environment= settings and its ExecStart, for instance %i = port. */
function unitOf(port: number) {
  const unit = readFileSync(join(root, 'deploy/systemd/pearl@.service'), 'utf8');
  const values = (key: string) =>
    unit
      .split('\n')
      .filter((row) => row.startsWith(`${key}=`))
      .map((row) => row.slice(key.length + 1).replaceAll('%i', String(port)));
  const environment = Object.fromEntries(values('Environment').map((pair) => pair.split(/=(.*)/s).slice(0, 2)));
  return { environment, execStart: values('ExecStart')[0], workingDirectory: values('WorkingDirectory')[0] };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

describe.skipIf(!NGINX || !kinds.includes('postgres'))('deploy/: nginx in front of two instances on PostgreSQL', () => {
  let dir: string;
  let shared: TestDatabase;
  let nginx: ChildProcess | null = null;
  let nginxLog = '';
  const shops: ShopProcess[] = [];
  let httpsPort: number;
  let httpPort: number;
  let ca: Buffer;
  let staff: Record<string, string>;
  let publicUrl: string;

  /** A request through nginx over TLS, from the given loopback address (a client of its own). */
  const viaProxy = (
    method: string,
    path: string,
    options: { headers?: Record<string, string>; body?: unknown; from?: string } = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const req = httpsRequest(
        {
          host: '127.0.0.1',
          port: httpsPort,
          method,
          path,
          ca,
          agent: false,
          localAddress: options.from ?? '127.0.0.1',
          headers: {
            ...(payload === undefined ? {} : { 'content-type': 'application/json', origin: publicUrl }),
            ...options.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString() }),
          );
        },
      );
      req.on('error', reject);
      req.setTimeout(20_000, () => req.destroy(new Error('timeout')));
      req.end(payload);
    });

  /** A live stream through nginx: what it received so far, and a wait for a piece of text. */
  const streamViaProxy = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ received: () => string; until(text: string, ms?: number): Promise<void>; close(): void }>(
      (resolve, reject) => {
        let received = '';
        const req = httpsRequest({ host: '127.0.0.1', port: httpsPort, path, ca, agent: false, headers }, (res) => {
          if (res.statusCode !== 200) return reject(new Error(`stream ${path}: ${res.statusCode}`));
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (received += chunk));
          res.on('error', () => {});
          resolve({
            received: () => received,
            async until(text, ms = 10_000) {
              const deadline = Date.now() + ms;
              while (!received.includes(text)) {
                if (Date.now() > deadline) throw new Error(`no ${text} on ${path} within ${ms} ms; got ${received}`);
                await new Promise((wake) => setTimeout(wake, 50));
              }
            },
            close: () => req.destroy(),
          });
        });
        req.on('error', reject);
        req.end();
      },
    );

  const scrape = async (shop: ShopProcess) => {
    const answer = await fetch(`http://127.0.0.1:${shop.port}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    return answer.text();
  };
  const streamsOn = async (shop: ShopProcess, topic: string) =>
    Number(new RegExp(`pearl_live_stream_connections\\{topic="${topic}"\\} (\\d+)`).exec(await scrape(shop))?.[1]);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pearl-deploy-'));
    // The web app must be built for the shop's pages (npm run test:unit runs before the build in npm test).
    if (!existsSync(join(root, 'dist/web/index.html'))) {
      // As a deployer builds: Vitest's NODE_ENV=test would give a development JSX build that production React cannot run.
      execFileSync('npm', ['run', 'build', '--silent'], {
        cwd: root,
        stdio: 'ignore',
        env: { ...process.env, NODE_ENV: 'production' },
      });
    }
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ]),
      { stdio: 'ignore' },
    );
    ca = readFileSync(join(dir, 'cert.pem'));
    [httpsPort, httpPort] = [await freePort(), await freePort()];
    publicUrl = `https://127.0.0.1:${httpsPort}`;
    const ports = [await freePort(), await freePort()];

    shared = await createTestDatabase('postgres');
    await seedMenu(shared.database.db, demoMenu);
    const admin = await makeUser(shared.database.db, { isAdmin: true });
    staff = (await makeSession(shared.database.db, admin)).headers;

    // The proxy: deploy/nginx/pearl.conf, with a temporary certificate, ports and cache folder.
    const site = swap(readFileSync(join(root, 'deploy/nginx/pearl.conf'), 'utf8'), [
      ['server 127.0.0.1:3001 ', `server 127.0.0.1:${ports[0]} `],
      ['server 127.0.0.1:3002 ', `server 127.0.0.1:${ports[1]} `],
      ['/var/cache/nginx/pearl', join(dir, 'cache')],
      ['listen 80;', `listen 127.0.0.1:${httpPort};`],
      ['listen [::]:80;\n', ''],
      ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
      ['listen [::]:443 ssl http2;\n', ''],
      ['/etc/letsencrypt/live/order.example.com/fullchain.pem', join(dir, 'cert.pem')],
      ['/etc/letsencrypt/live/order.example.com/privkey.pem', join(dir, 'key.pem')],
    ]);
    writeFileSync(join(dir, 'pearl.conf'), site);
    for (const sub of ['cache', 'temp']) mkdirSync(join(dir, sub));
    // What Debian's /etc/nginx/nginx.conf gives a site, with every path in the temporary folder.
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        'daemon off;',
        // One process, as whoever runs the test (as root, nginx's workers would be nobody, locked out of the folder).
        'master_process off;',
        `pid ${join(dir, 'nginx.pid')};`,
        `error_log ${join(dir, 'error.log')} warn;`,
        'events { worker_connections 256; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        `  access_log ${join(dir, 'access.log')};`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${join(dir, 'temp', kind)};`,
        ),
        `  include ${join(dir, 'pearl.conf')};`,
        '}',
      ].join('\n'),
    );
    execFileSync(NGINX!, ['-t', '-q', '-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')]);
    nginx = spawn(NGINX!, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginx.stderr!.on('data', (chunk: Buffer) => (nginxLog += chunk.toString()));

    // Two instances as the systemd unit starts them, with what /etc/pearl/pearl.env would hold.
    const started = await Promise.all(
      ports.map((port) => {
        const unit = unitOf(port);
        // startShopProcess runs exactly this command in the repository (the unit's /opt/pearl).
        expect(unit.execStart).toBe('/usr/bin/node --import tsx src/server/main.ts');
        expect(unit.workingDirectory).toBe('/opt/pearl');
        return startShopProcess(
          {
            ...unit.environment,
            DATA_DIR: join(dir, `data-${port}`),
            DATABASE_URL: shared.url!,
            PUBLIC_URL: publicUrl,
            PAYMENTS: 'sandbox',
            SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
            TRUST_PROXY: '127.0.0.1',
            METRICS_TOKEN,
            CHECKOUT_RATE_LIMIT: '2',
            LOG_LEVEL: 'info',
          },
          port,
        );
      }),
    );
    shops.push(...started);
    expect(shops.map((shop) => shop.port)).toEqual(ports);
    // nginx answers once it has read its configuration.
    for (let tries = 0; ; tries++) {
      const answer = await viaProxy('GET', '/api/health').catch(() => null);
      if (answer?.status === 200) break;
      if (tries > 100) throw new Error(`nginx does not answer:\n${nginxLog}`);
      await new Promise((wake) => setTimeout(wake, 100));
    }
  }, 300_000);

  afterAll(async () => {
    for (const shop of shops) if (shop.child.exitCode === null) shop.signal('SIGKILL');
    if (nginx && nginx.exitCode === null) {
      const gone = new Promise((done) => nginx!.once('exit', done));
      nginx.kill('SIGTERM');
      await gone;
    }
    await shared?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('serves the shop and its API over TLS: pages, compressed JSON, cached assets, HTTP sent to HTTPS', async () => {
    const page = await viaProxy('GET', '/', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
    // Drawn by the server: its code is named by the boot script; the browser-drawn shell names it itself.
    const script = /(?:data-module|src)="(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1];
    expect(script).toBeDefined();
    const first = await viaProxy('GET', script!);
    const second = await viaProxy('GET', script!);
    expect(first.status, readFileSync(join(dir, 'error.log'), 'utf8')).toBe(200);
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(second.headers['x-cache-status']).toBe('HIT');

    const menu = await viaProxy('GET', '/api/menu', { headers: { 'accept-encoding': 'gzip' } });
    expect(menu.status).toBe(200);
    expect(menu.headers['content-encoding']).toBe('gzip');
    expect(menu.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);

    // Metrics are for the scraper on each instance's own port, never on the public address.
    expect((await viaProxy('GET', '/metrics')).status).toBe(404);

    const plain = await new Promise<{ status: number; location: string | undefined }>((resolve, reject) =>
      httpRequest({ host: '127.0.0.1', port: httpPort, path: '/menu' }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      })
        .on('error', reject)
        .end(),
    );
    // The real site listens on 80 and 443, so $host alone is the address (here without the test's port).
    expect(plain).toEqual({ status: 301, location: 'https://127.0.0.1/menu' });
  });

  it('carries a menu change and a paid order to live streams held by the other instance', async () => {
    // Round robin: of two streams opened one after the other, each instance holds one (checked on each instance).
    const menus = [await streamViaProxy('/api/menu/stream'), await streamViaProxy('/api/menu/stream')];
    const dashboards = [
      await streamViaProxy('/api/admin/orders/stream', { cookie: staff.cookie! }),
      await streamViaProxy('/api/admin/orders/stream', { cookie: staff.cookie! }),
    ];
    try {
      for (const stream of [...menus, ...dashboards]) await stream.until('event: ready', 5_000);
      for (const shop of shops) {
        expect(await streamsOn(shop, 'menu')).toBe(1);
        expect(await streamsOn(shop, 'orders')).toBe(1);
      }

      const menu = JSON.parse((await viaProxy('GET', '/api/menu')).text) as {
        products: Array<{ id: string; name: string; priceReg: number; soldOut: boolean }>;
      };
      const [product, soldOut] = menu.products.filter((p) => !p.soldOut);
      // A staff change made on the first instance directly.
      const change = await fetch(`http://127.0.0.1:${shops[0]!.port}/api/admin/products/${soldOut!.id}`, {
        method: 'PUT',
        headers: { ...staff, 'content-type': 'application/json', origin: publicUrl },
        body: JSON.stringify({ soldOut: true }),
      });
      expect(change.status, await change.clone().text()).toBe(200);
      for (const stream of menus) await stream.until('event: menu');

      // A customer pays through the proxy with the sandbox's 4242 card.
      const intent = await viaProxy('POST', '/api/create-payment-intent', {
        body: {
          amount: product!.priceReg / 100,
          metadata: {
            cartItems: JSON.stringify([
              { id: product!.id, name: product!.name, size: 'reg', price: product!.priceReg, quantity: 1 },
            ]),
          },
          name: 'Proxy Customer',
          email: 'proxy@example.com',
          checkoutToken: 'deploy-test-checkout-token-00000',
        },
      });
      expect(intent.status, intent.text).toBe(200);
      const { orderId, paymentIntentId, clientSecret } = JSON.parse(intent.text) as Record<string, string>;
      const paid = await viaProxy('POST', `/api/sandbox/payment-intents/${paymentIntentId}/confirm`, {
        body: { clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
      });
      expect(paid.status, paid.text).toBe(200);
      for (const stream of dashboards) await stream.until(`"orderId":"${orderId}","event":"paid"`);
    } finally {
      for (const stream of [...menus, ...dashboards]) stream.close();
    }
  });

  it('limits per client address: the address nginx saw, not a forged X-Forwarded-For', async () => {
    // Each instance lets one address start 2 checkouts a minute: 5 from 127.0.0.2, each forging another address,
    // meet the limit on both instances; a client at 127.0.0.3 is still served.
    const attempt = (from: string, forged: string) =>
      viaProxy('POST', '/api/create-payment-intent', {
        from,
        headers: { 'x-forwarded-for': forged },
        body: { amount: 1, metadata: { cartItems: '[]' }, name: 'A', email: 'a@example.com' },
      });
    const statuses: number[] = [];
    for (let n = 1; n <= 5; n++) statuses.push((await attempt('127.0.0.2', `198.51.100.${n}`)).status);
    expect(statuses).toContain(429);
    expect((await attempt('127.0.0.3', '198.51.100.1')).status).not.toBe(429);
    // The shop logged the real client address for those requests.
    expect(shops.map((shop) => shop.output()).join('')).toContain('"remoteAddress":"127.0.0.2"');
    expect(shops.map((shop) => shop.output()).join('')).not.toContain('"remoteAddress":"198.51.100.');
  });

  it('keeps serving through the other instance while one stops with SIGTERM', async () => {
    const [stopping, staying] = shops as [ShopProcess, ShopProcess];
    stopping.signal('SIGTERM');
    const answers: number[] = [];
    const until = Date.now() + 3_000;
    while (Date.now() < until || answers.length < 10) answers.push((await viaProxy('GET', '/api/menu')).status);
    expect(await stopping.exited).toBe(0);
    for (let n = 0; n < 6; n++) answers.push((await viaProxy('GET', '/api/ready')).status);
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(staying.child.exitCode).toBeNull();
    expect(readdirSync(dir)).toContain('access.log');
  });
});
