/**
 * A push service on this machine for tests: an HTTPS server with a certificate made here with openssl, recording each
 * push it receives and answering with the status a test chooses (201, or 410 for a browser gone). A browser's side too:
 * a P-256 key pair and an authentication secret to subscribe with, and the decryption of a push's body (RFC 8291's
 * aes128gcm) done here with Node's crypto, so a test reads what the phone would show.
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  at: number;
}

export interface PushServiceStandIn {
  /** https://127.0.0.1:<port> */
  origin: string;
  received: ReceivedPush[];
  /** The status the next pushes to this path are answered with (default 201). */
  answer(path: string, status: number): void;
  /** The certificate's PEM file, for NODE_EXTRA_CA_CERTS. */
  certFile: string;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1 and localhost, made with openssl in a folder of its own. */
export function makeCertificate(dir = mkdtempSync(join(tmpdir(), 'pearl-push-'))): {
  key: string;
  cert: string;
  certFile: string;
} {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}

export async function startPushService(
  { key, cert, certFile }: ReturnType<typeof makeCertificate> = makeCertificate(),
): Promise<PushServiceStandIn> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks), at: Date.now() });
      response.statusCode = answers.get(path) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    received,
    answer: (path, status) => answers.set(path, status),
    certFile,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A browser's push subscription: its P-256 key pair and 16-byte secret, and what it sends the shop. */
export interface TestBrowser {
  ecdh: ECDH;
  auth: Buffer;
  subscription(endpoint: string): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export function testBrowser(): TestBrowser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    subscription: (endpoint) => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    }),
  };
}

/** A push body decrypted as the browser would (RFC 8291, one aes128gcm record), as text. */
export function decryptPush(browser: TestBrowser, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = browser.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('push body: no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * The VAPID Authorization header ("vapid t=<JWT>, k=<public key>") checked as a push service would: signed (ES256) by
 * the key it names, for this audience, not expired. Returns the key it names.
 */
export function verifyVapid(header: string | undefined, audience: string): string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number };
  if (payload.aud !== audience) throw new Error(`VAPID audience ${payload.aud}, expected ${audience}`);
  if (payload.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  return key;
}
