/**
 * For tests: the real server process (`node --import tsx src/server/main.ts`, as `npm run serve` starts it) on a random
 * port, and an HTTP client that tells apart the ways a request can end while that process stops: answered in full,
 * never answered (refused, or dropped before any byte of an answer: nothing was half-done for the client), or cut in
 * the middle of its answer (what graceful shutdown must never do).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface ShopProcess {
  port: number;
  child: ChildProcess;
  /** What the process wrote so far (for failure messages). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Sends a signal to this process only. */
  signal(name: NodeJS.Signals): void;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the shop with these settings (on top of a minimal environment) and waits until /api/ready says ready. */
export async function startShopProcess(settings: Record<string, string>, port?: number): Promise<ShopProcess> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repositoryRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(chosen),
      PUBLIC_URL: `http://127.0.0.1:${chosen}`,
      LOG_LEVEL: 'warn',
      // The stream of customers all comes from 127.0.0.1: the per-address checkout limit would stop it.
      CHECKOUT_RATE_LIMIT: '0',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const shop: ShopProcess = {
    port: chosen,
    child,
    output: () => output,
    exited,
    signal: (name) => void child.kill(name),
  };
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (gone) throw new Error(`The shop stopped while starting:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The shop did not become ready within 120 s:\n${output}`);
    }
    const ready = await send(chosen, 'GET', '/api/ready');
    if (ready.kind === 'answered' && ready.status === 200) return shop;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export type Outcome =
  | { kind: 'answered'; status: number; body: any; text: string }
  | { kind: 'not_answered'; code: string }
  | { kind: 'cut_mid_answer'; status: number; received: string };

/**
 * One request on a connection of its own (no keep-alive, so each request's fate is its own). An answer counts only
 * when it arrived complete; a JSON answer must also parse.
 */
export function send(port: number, method: string, path: string, body?: unknown): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers:
          payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        let finished = false;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          finished = true;
          const complete = res.complete;
          if (!complete) return resolve({ kind: 'cut_mid_answer', status: res.statusCode ?? 0, received: text });
          const isJson = (res.headers['content-type'] ?? '').includes('application/json');
          if (!isJson) return resolve({ kind: 'answered', status: res.statusCode ?? 0, body: text, text });
          try {
            resolve({ kind: 'answered', status: res.statusCode ?? 0, body: JSON.parse(text), text });
          } catch {
            resolve({ kind: 'cut_mid_answer', status: res.statusCode ?? 0, received: text });
          }
        });
        const cut = () => {
          if (!finished) {
            finished = true;
            resolve({ kind: 'cut_mid_answer', status: res.statusCode ?? 0, received: text });
          }
        };
        res.on('aborted', cut);
        res.on('error', cut);
        res.on('close', cut);
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ kind: 'not_answered', code: error.code ?? error.message }),
    );
    req.setTimeout(30_000, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.end(payload);
  });
}

/** A basket of one regular drink (the first on the running shop's menu not sold out), as the browser sends it. */
export async function oneDrinkBasket(port: number) {
  const menu = await send(port, 'GET', '/api/menu');
  if (menu.kind !== 'answered') throw new Error('no menu');
  const product = (menu.body.products as Array<{ id: string; name: string; priceReg: number; soldOut: boolean }>).find(
    (p) => !p.soldOut,
  )!;
  const cartItems = JSON.stringify([
    { id: product.id, name: product.name, size: 'reg', price: product.priceReg, quantity: 1 },
  ]);
  return { product, cartItems };
}
