/**
 * Signatures of the sandbox's webhook events, made exactly as Stripe makes its own: header `t=<unix seconds>,v1=<hex>`
 * with v1 = HMAC-SHA256(secret, `${t}.${rawBody}`), checked in constant time with a 300 s tolerance.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './payment-provider';

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPayload(
  payload: string | Buffer,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export function verifySignature(
  payload: Buffer,
  header: string | string[] | undefined,
  secret: string,
  now = Math.floor(Date.now() / 1000),
): void {
  if (typeof header !== 'string' || header === '') throw new WebhookSignatureError('The signature header is missing.');
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0)
    throw new WebhookSignatureError('The signature header is malformed.');
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex'));
  const matches = signatures.some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('The signature does not match the body.');
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('The signature timestamp is outside the tolerance.');
  }
}
