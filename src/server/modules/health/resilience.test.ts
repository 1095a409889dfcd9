import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test/test-database';
import { openDatabase } from '../../db/client';

const kinds = await testDatabaseKinds();

describe.runIf(kinds.includes('postgres'))('when PostgreSQL becomes unreachable', () => {
  let testDb: TestDatabase;
  let proxy: TcpProxy;
  let server: TestServer;

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    const target = new URL(testDb.url!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(testDb.url!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const database = await openDatabase({ url: viaProxy.toString() });
    server = await buildTestServer({ shared: { database, url: viaProxy.toString(), drop: () => database.close() } });
  });
  afterAll(async () => {
    await server.close();
    await server.database.close().catch(() => {});
    await proxy.close();
    await testDb.drop();
  });

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
      let status = 0;
      for (let i = 0; i < 50 && status !== 200; i++) {
        status = (await call(server, 'GET', '/api/ready')).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 200));
      }
      expect(status).toBe(200);
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
      expect(down.body.error).toBe('The shop is having trouble reaching its database. Please try again in a moment.');
      await proxy.restore();
      let status = 0;
      for (let i = 0; i < 50 && status !== 200; i++) {
        status = (await call(server, 'GET', '/api/menu')).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 200));
      }
      expect(status).toBe(200);
    });
  });
});
