/**
 * The running shop's backup door for the embedded database: a Unix socket in DATA_DIR (backup.sock, readable and
 * writable by the shop's own user only, so the file system decides who may ask). `npm run db:backup` connects to it
 * while the shop holds the database, and the shop answers with PGlite's dump of its data folder.
 *
 * The answer is one line, `OK <bytes>` or `ERR <message>`, then for OK exactly that many bytes of the gzipped tar.
 */
import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';

export const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');

export interface BackupSocket {
  close(): Promise<void>;
}

export async function openBackupSocket(
  database: Database,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<BackupSocket> {
  const path = backupSocketPath(dataDir);
  // Left by a shop that was killed: this process holds the data folder's lock, so no other shop listens on it.
  rmSync(path, { force: true });
  const server: Server = createServer((socket) => {
    socket.on('error', () => {});
    void (async () => {
      try {
        const dump = Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
        socket.write(`OK ${dump.length}\n`);
        socket.end(dump);
        log.info({ bytes: dump.length }, 'backup: the embedded database was copied through backup.sock');
      } catch (error) {
        log.error({ err: error }, 'backup: the embedded database could not be copied');
        socket.end(`ERR ${(error as Error).message}\n`);
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(path, { force: true });
      }),
  };
}

/** Asks the running shop for a copy of its embedded database. */
export function requestDumpFromShop(dataDir: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(backupSocketPath(dataDir));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) =>
      reject(new Error(`Could not reach the running shop's backup socket in ${dataDir}: ${error.message}`)),
    );
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      const head = all.subarray(0, newline < 0 ? all.length : newline).toString('utf8');
      const ok = /^OK (\d+)$/.exec(head);
      if (!ok) return reject(new Error(`The running shop could not make the backup: ${head.replace(/^ERR /, '')}`));
      const body = all.subarray(newline + 1);
      if (body.length !== Number(ok[1])) {
        return reject(new Error(`The backup was cut short (${body.length} of ${ok[1]} bytes); nothing was written.`));
      }
      resolve(body);
    });
  });
}
