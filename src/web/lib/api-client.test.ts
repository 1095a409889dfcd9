import { describe, expect, it } from 'vitest';
import { ApiError, apiFetch, errorMessageFrom, UNREACHABLE_MESSAGE } from './api-client';

const answer = (status: number, body: string) =>
  (async () => new Response(body, { status, headers: { 'content-type': 'application/json' } })) as typeof fetch;

describe('apiFetch', () => {
  it('returns the parsed JSON of a successful answer', async () => {
    await expect(apiFetch<{ ok: boolean }>('/api/x', {}, answer(200, '{"ok":true}'))).resolves.toEqual({ ok: true });
  });

  it("throws an ApiError carrying the server's readable error text", async () => {
    const promise = apiFetch('/api/x', {}, answer(409, '{"error":"That promotion already exists."}'));
    await expect(promise).rejects.toBeInstanceOf(ApiError);
    await expect(promise).rejects.toMatchObject({ message: 'That promotion already exists.', status: 409 });
  });

  it('names the status when the error answer has no readable text', async () => {
    await expect(apiFetch('/api/x', {}, answer(502, '<html>bad gateway</html>'))).rejects.toMatchObject({
      message: 'Server returned 502',
    });
  });

  it('says the shop could not be reached when the network fails', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(apiFetch('/api/x', {}, offline)).rejects.toMatchObject({ message: UNREACHABLE_MESSAGE, status: 0 });
  });

  it('sends a JSON body with its content type', async () => {
    let seen: RequestInit | undefined;
    const spy = (async (_url: string, init?: RequestInit) => {
      seen = init;
      return new Response('{}', { status: 200 });
    }) as typeof fetch;
    await apiFetch('/api/x', { method: 'POST', json: { a: 1 } }, spy);
    expect(seen?.body).toBe('{"a":1}');
    expect((seen?.headers as Record<string, string>)['content-type']).toBe('application/json');
  });
});

describe('errorMessageFrom', () => {
  it('ignores an empty error field', () => {
    expect(errorMessageFrom(500, { error: '  ' })).toBe('Server returned 500');
  });
});
