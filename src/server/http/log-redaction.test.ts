import { describe, expect, it } from 'vitest';
import { redactSecretPaths, redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides tracking tokens in the page and its API', () => {
    const token = 'a'.repeat(43);
    expect(redactUrl(`/track/${token}`)).toBe('/track/[redacted]');
    expect(redactUrl(`/api/track/${token}`)).toBe('/api/track/[redacted]');
    expect(redactUrl(`/api/track/${token}/stream`)).toBe('/api/track/[redacted]/stream');
  });

  it("hides the printer's address, Order again and the hosted checkout's session, however the path is spelt", () => {
    expect(redactUrl('/cloudprnt/s3cret?uid=1&token=abc')).toBe(
      '/cloudprnt/[redacted]?uid=[redacted]&token=[redacted]',
    );
    expect(redactUrl('/%63loudprnt/s3cret')).toBe('/cloudprnt/[redacted]');
    expect(redactUrl('/order-again/t0ken')).toBe('/order-again/[redacted]');
    expect(redactUrl('/checkout/sandbox/cs_1')).toBe('/checkout/sandbox/[redacted]');
    expect(redactUrl('/api/sandbox/checkout-sessions/cs_1/pay')).toBe('/api/sandbox/checkout-sessions/[redacted]/pay');
  });

  it('hides secret addresses quoted inside a text', () => {
    expect(redactSecretPaths('GET http://shop.example/cloudprnt/s3cret failed; see "/api/track/t0k/stream"')).toBe(
      'GET http://shop.example/cloudprnt/[redacted] failed; see "/api/track/[redacted]/stream"',
    );
    expect(redactSecretPaths('/api/menu and /tracking/x')).toBe('/api/menu and /tracking/x');
  });

  it("hides every query value but the shop's own filters and ranges", () => {
    expect(redactUrl('/api/verify-session?session_id=cs_test_123')).toBe('/api/verify-session?session_id=[redacted]');
    expect(redactUrl('/contact?name=Ann+Lee&email=ann%40example.com&message=Hi')).toBe(
      '/contact?name=[redacted]&email=[redacted]&message=[redacted]',
    );
    expect(redactUrl('/api/admin/orders?sort=newest&q=ann')).toBe('/api/admin/orders?sort=newest&q=[redacted]');
    expect(redactUrl('/menu?diet=vegan')).toBe('/menu?diet=vegan');
    expect(redactUrl('/api/admin/reports?from=2026-01-01&to=2026-01-31')).toBe(
      '/api/admin/reports?from=2026-01-01&to=2026-01-31',
    );
  });

  it('leaves other addresses as they are', () => {
    expect(redactUrl('/api/menu')).toBe('/api/menu');
    expect(redactUrl('/menu?flag')).toBe('/menu?flag');
  });
});
