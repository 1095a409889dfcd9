import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides tracking tokens in the page and its API', () => {
    const token = 'a'.repeat(43);
    expect(redactUrl(`/track/${token}`)).toBe('/track/[redacted]');
    expect(redactUrl(`/api/track/${token}`)).toBe('/api/track/[redacted]');
    expect(redactUrl(`/api/track/${token}/stream`)).toBe('/api/track/[redacted]/stream');
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
