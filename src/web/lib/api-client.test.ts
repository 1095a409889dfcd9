import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiFetch, errorMessageFrom, UNREACHABLE_MESSAGE, UNREADABLE_MESSAGE } from './api-client';

const ok = z.object({ ok: z.boolean() });
const anything = z.unknown();

const answer = (status: number, body: string) =>
  (async () => new Response(body, { status, headers: { 'content-type': 'application/json' } })) as typeof fetch;

describe('apiFetch', () => {
  it('returns the parsed JSON of a successful answer', async () => {
    await expect(apiFetch('/api/x', { answer: ok }, answer(200, '{"ok":true}'))).resolves.toEqual({ ok: true });
  });

  it("throws an ApiError carrying the server's readable error text", async () => {
    const promise = apiFetch('/api/x', { answer: anything }, answer(409, '{"error":"That promotion already exists."}'));
    await expect(promise).rejects.toBeInstanceOf(ApiError);
    await expect(promise).rejects.toMatchObject({ message: 'That promotion already exists.', status: 409 });
  });

  it('names the status when the error answer has no readable text', async () => {
    await expect(
      apiFetch('/api/x', { answer: anything }, answer(502, '<html>bad gateway</html>')),
    ).rejects.toMatchObject({
      message: 'Server returned 502',
    });
  });

  it('says the shop could not be reached when the network fails', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(apiFetch('/api/x', { answer: anything }, offline)).rejects.toMatchObject({
      message: UNREACHABLE_MESSAGE,
      status: 0,
    });
  });

  it('sends a JSON body with its content type', async () => {
    let seen: RequestInit | undefined;
    const spy = (async (_url: string, init?: RequestInit) => {
      seen = init;
      return new Response('{}', { status: 200 });
    }) as typeof fetch;
    await apiFetch('/api/x', { answer: anything, method: 'POST', json: { a: 1 } }, spy);
    expect(seen?.body).toBe('{"a":1}');
    expect((seen?.headers as Record<string, string>)['content-type']).toBe('application/json');
  });
});

describe('apiFetch checking answers against their contract (development and tests)', () => {
  it('refuses a successful answer that does not match the contract', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const promise = apiFetch('/api/x', { answer: ok }, answer(200, '{"ok":"yes"}'));
    await expect(promise).rejects.toBeInstanceOf(ApiError);
    await expect(promise).rejects.toMatchObject({ message: UNREADABLE_MESSAGE, status: 200, unreadable: true });
    quiet.mockRestore();
  });

  it('returns what the contract reads (unknown fields dropped as the server drops them)', async () => {
    await expect(apiFetch('/api/x', { answer: ok }, answer(200, '{"ok":true,"extra":1}'))).resolves.toEqual({
      ok: true,
    });
  });

  it('reads an empty answer (204) as null', async () => {
    const empty = (async () => new Response(null, { status: 204 })) as typeof fetch;
    await expect(apiFetch('/api/x', { answer: z.null() }, empty)).resolves.toBeNull();
  });

  it('checks against a contract named lazily, importing it only when an answer comes to be checked', async () => {
    const load = vi.fn(async () => ok);
    await expect(apiFetch('/api/x', { answer: load }, answer(200, '{"ok":true,"extra":1}'))).resolves.toEqual({
      ok: true,
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(apiFetch('/api/x', { answer: load }, answer(200, '{"ok":"yes"}'))).rejects.toMatchObject({
      unreadable: true,
    });
    quiet.mockRestore();
    await expect(apiFetch('/api/x', { answer: load }, answer(404, '{"error":"Gone"}'))).rejects.toMatchObject({
      status: 404,
    });
    // The failed answer had nothing to check: the contract was imported for the two successful answers only.
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps an error answer's body for callers that read its details", async () => {
    const promise = apiFetch('/api/x', { answer: ok }, answer(402, '{"error":"Declined","code":"card_declined"}'));
    await expect(promise).rejects.toMatchObject({ status: 402, body: { error: 'Declined', code: 'card_declined' } });
  });
});

describe('errorMessageFrom', () => {
  it('ignores an empty error field', () => {
    expect(errorMessageFrom(500, { error: '  ' })).toBe('Server returned 500');
  });
});
