/**
 * A TCP proxy between a test server and PostgreSQL that a test can cut and restore, to prove how Pearl behaves when
 * its database becomes unreachable and comes back.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Refuse new connections and cut the open ones. */
  cut(): Promise<void>;
  /**
   * Black-hole the database without closing anything, as a network dropping packets does: connections stay open,
   * new ones are accepted, but no byte goes through in either direction until thaw(). What was sent meanwhile is
   * delivered then (as TCP retransmission would), closes included.
   */
  freeze(): void;
  thaw(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  let frozen = false;
  /** While frozen, what each direction would have carried: data, or null for its end. */
  const held: { to: Socket; chunk: Buffer | null }[] = [];
  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (frozen) held.push({ to, chunk });
      else if (!to.destroyed) to.write(chunk);
    });
    const ended = () => {
      if (frozen) held.push({ to, chunk: null });
      else to.end();
    };
    from.on('end', ended);
    from.on('close', ended);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(targetPort, targetHost);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {
            if (frozen) return; // a black hole says nothing, not even that the other side is gone
            client.destroy();
            upstream.destroy();
          });
        }
        forward(client, upstream);
        forward(upstream, client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.address();
        port = typeof address === 'object' && address ? address.port : port;
        server = next;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });

  await listen();
  return {
    get port() {
      return port;
    },
    cut: stop,
    restore: listen,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const { to, chunk } of held.splice(0)) {
        if (to.destroyed) continue;
        if (chunk === null) to.end();
        else to.write(chunk);
      }
    },
    close: stop,
  };
}
