/** Starts a Pearl server (or another script) in a child process and waits until it answers. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Started {
  url: string;
  child: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startProcess(script: string, env: Record<string, string>, readyPath: string): Promise<Started> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'pearl-bench-'));
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', script],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        CHECKOUT_RATE_LIMIT: '0',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        // Production refuses to start the sandbox unless it is chosen.
        PAYMENTS: 'sandbox',
        // The staff dashboards of checkout-bench.ts each come from their own address, forwarded by "a proxy" on loopback.
        TRUST_PROXY: '127.0.0.1',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}${readyPath}`);
      if (response.ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`${script} did not start within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
