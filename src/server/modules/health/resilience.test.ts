import { describe, expect, it } from 'vitest';
import { call, type TestServer } from '../../test/build';
import { RETRY_MESSAGE, useServerBehindProxy, type TcpProxy, untilStatus } from '../../test/tcp-proxy';
import { testDatabaseKinds } from '../../test/test-database';

const kinds = await testDatabaseKinds();

describe.runIf(kinds.includes('postgres'))('when PostgreSQL becomes unreachable', () => {
  let proxy: TcpProxy;
  let server: TestServer;

  useServerBehindProxy((built) => ({ proxy, server } = built));

  describe('GET /api/ready', () => {
    it('answers 503 with a readable message while the database is gone, and recovers by itself', async () => {
      expect((await call(server, 'GET', '/api/ready')).status).toBe(200);
      await proxy.cut();
      const down = await call(server, 'GET', '/api/ready');
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ error: 'The database cannot be reached.' });
      // The process itself still answers.
      expect((await call(server, 'GET', '/api/health')).status).toBe(200);

      await proxy.restore();
      expect((await untilStatus(200, () => call(server, 'GET', '/api/ready'), 49)).status).toBe(200);
    });
  });

  describe('live updates', () => {
    it('reach subscribers again once the database is back', async () => {
      await proxy.cut();
      await new Promise((r) => setTimeout(r, 300));
      await proxy.restore();
      const heard = new Promise<string>((resolve) => {
        const stop = server.services.live.subscribe('menu', (message) => {
          stop();
          resolve(String(message.data.marker));
        });
      });
      // Keep announcing until the listener's new connection hears it (it reconnects within about a second).
      let result: string | null = null;
      void heard.then((value) => (result = value));
      for (let i = 0; i < 50 && result === null; i++) {
        await server.services.live.publish('menu', { marker: 'back' }).catch(() => {});
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(result).toBe('back');
    });
  });

  describe('GET /api/menu', () => {
    it('answers 503 with a message to retry when the menu must be read from a database that is gone', async () => {
      await proxy.cut();
      server.services.menu.invalidate();
      const down = await call(server, 'GET', '/api/menu');
      expect(down.status).toBe(503);
      expect(down.body.error).toBe(RETRY_MESSAGE);
      await proxy.restore();
      expect((await untilStatus(200, () => call(server, 'GET', '/api/menu'), 49)).status).toBe(200);
    });
  });
});
