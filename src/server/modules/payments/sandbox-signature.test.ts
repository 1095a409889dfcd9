import { describe, expect, it } from 'vitest';
import { signPayload, verifySignature } from './sandbox-signature';

const secret = 'whsec_sbx_test';
const body = Buffer.from('{"id":"evt_1","type":"payment_intent.succeeded"}');
const now = 1_800_000_000;

describe('sandbox webhook signatures', () => {
  it('accepts its own signature within 300 seconds', () => {
    expect(() => verifySignature(body, signPayload(body, secret, now), secret, now + 300)).not.toThrow();
    expect(() => verifySignature(body, signPayload(body, secret, now), secret, now - 300)).not.toThrow();
  });

  it('refuses an old or future timestamp, another secret, a changed body, a missing or malformed header', () => {
    const header = signPayload(body, secret, now);
    expect(() => verifySignature(body, header, secret, now + 301)).toThrow('outside the tolerance');
    expect(() => verifySignature(body, header, secret, now - 301)).toThrow('outside the tolerance');
    expect(() => verifySignature(body, signPayload(body, 'whsec_other', now), secret, now)).toThrow('does not match');
    expect(() => verifySignature(Buffer.from(`${body} `), header, secret, now)).toThrow('does not match');
    expect(() => verifySignature(body, undefined, secret, now)).toThrow('missing');
    expect(() => verifySignature(body, 'v1=abc', secret, now)).toThrow('malformed');
    expect(() => verifySignature(body, header.replace(/t=\d+/, `t=${now + 1}`), secret, now)).toThrow('does not match');
  });

  it('accepts a header carrying several signatures when one matches (secret rotation)', () => {
    const header = `${signPayload(body, secret, now)},v1=${'0'.repeat(64)}`;
    expect(() => verifySignature(body, header, secret, now)).not.toThrow();
  });
});
