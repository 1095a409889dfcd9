import { describe, expect, it } from 'vitest';
import {
  clientInfoFrom,
  jobOverdueAfterMs,
  mediaTypesFor,
  offlineAfterMs,
  printerAlarm,
  printerCondition,
  printerStatus,
} from './cloudprnt';

describe('clientInfoFrom', () => {
  it('keeps the answers a printer gives to the client actions asked', () => {
    expect(
      clientInfoFrom([
        { request: 'ClientType', result: 'Star mC-Label3' },
        { request: 'ClientVersion', result: '1.0.2' },
        { request: 'Encodings', result: 'image/png; image/jpeg;application/vnd.star.line;text/plain' },
        { request: 'GetPollInterval', result: '5' },
      ]),
    ).toEqual({
      clientType: 'Star mC-Label3',
      clientVersion: '1.0.2',
      encodings: ['image/png', 'image/jpeg', 'application/vnd.star.line', 'text/plain'],
      pollIntervalSeconds: 5,
    });
  });

  it('takes a poll interval given as a number too', () => {
    expect(clientInfoFrom([{ request: 'GetPollInterval', result: 10 }])).toEqual({ pollIntervalSeconds: 10 });
  });

  it('ignores what makes no sense, and never throws', () => {
    expect(clientInfoFrom('ClientType')).toEqual({});
    expect(clientInfoFrom(null)).toEqual({});
    expect(
      clientInfoFrom([
        null,
        7,
        { request: 'ClientType', result: '   ' },
        { request: 'GetPollInterval', result: '-3' },
        { request: 'GetPollInterval', result: 'soon' },
        { request: 'Encodings', result: ';;' },
        { request: 'SetID', result: 'x' },
      ]),
    ).toEqual({});
  });

  it('keeps a long model name to 100 characters', () => {
    expect(clientInfoFrom([{ request: 'ClientType', result: 'M'.repeat(500) }]).clientType).toHaveLength(100);
  });
});

describe('mediaTypesFor', () => {
  it('offers what both the shop and the printer know, in the shop’s order', () => {
    expect(mediaTypesFor(['text/plain', 'image/png'])).toEqual(['image/png', 'text/plain']);
    expect(mediaTypesFor(['image/jpeg', 'image/png'])).toEqual(['image/png']);
    expect(mediaTypesFor(['text/plain; charset=utf-8'])).toEqual(['text/plain']);
  });

  it('offers everything while the printer has not said, or said nothing the shop sends', () => {
    expect(mediaTypesFor(null)).toEqual(['image/png', 'text/plain']);
    expect(mediaTypesFor(['application/vnd.star.starprnt'])).toEqual(['image/png', 'text/plain']);
  });
});

describe('offlineAfterMs', () => {
  it('is a minute, or three polls of a printer that polls less often than every 20 s', () => {
    expect(offlineAfterMs(null)).toBe(60_000);
    expect(offlineAfterMs(5)).toBe(60_000);
    expect(offlineAfterMs(60)).toBe(180_000);
  });

  it('believes a poll interval of at most a minute, so an hourly printer is offline after three minutes', () => {
    expect(offlineAfterMs(3600)).toBe(180_000);
    expect(jobOverdueAfterMs(3600)).toBe(120_000);
    expect(jobOverdueAfterMs(5)).toBe(65_000);
  });
});

describe('printerStatus', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1_000);
  const polling = { lastPollAt: ago(5), pollIntervalSeconds: 3600, oldestWaitingAt: null, lastPrintedAt: null };

  it('reads never connected, online, and offline since the last poll after a silence', () => {
    expect(printerStatus({ ...polling, lastPollAt: null, oldestWaitingAt: ago(600) }, now)).toEqual({ state: 'never' });
    expect(printerStatus(polling, now)).toEqual({ state: 'online' });
    expect(printerStatus({ ...polling, lastPollAt: ago(181) }, now)).toEqual({
      state: 'offline',
      since: ago(181).toISOString(),
    });
  });

  it('is offline when a job has waited past a minute and one poll with nothing printed, however it polls', () => {
    expect(printerStatus({ ...polling, oldestWaitingAt: ago(119) }, now)).toEqual({ state: 'online' });
    expect(printerStatus({ ...polling, oldestWaitingAt: ago(121) }, now)).toEqual({
      state: 'offline',
      since: ago(121).toISOString(),
    });
  });

  it('stays online while it works through a long queue, printing as it goes', () => {
    const busy = { ...polling, pollIntervalSeconds: 5, oldestWaitingAt: ago(300), lastPrintedAt: ago(4) };
    expect(printerStatus(busy, now)).toEqual({ state: 'online' });
    expect(printerStatus({ ...busy, lastPrintedAt: ago(70) }, now)).toMatchObject({ state: 'offline' });
  });
});

describe('printerAlarm', () => {
  const offline = { state: 'offline', since: '2026-11-27T11:00:00.000Z' } as const;
  it('sounds for any printer not online while jobs wait for it, never connected included', () => {
    expect(printerAlarm({ status: { state: 'never' }, condition: null, waitingJobs: 43 })).toBe('offline');
    expect(printerAlarm({ status: offline, condition: null, waitingJobs: 1 })).toBe('offline');
    expect(printerAlarm({ status: { state: 'online' }, condition: null, waitingJobs: 3 })).toBeNull();
  });

  it('asks for attention when an online printer cannot print what waits, and is quiet while nothing waits', () => {
    const outOfPaper = { severity: 'problem', text: 'Out of paper' } as const;
    expect(printerAlarm({ status: { state: 'online' }, condition: outOfPaper, waitingJobs: 1 })).toBe('attention');
    expect(printerAlarm({ status: { state: 'online' }, condition: outOfPaper, waitingJobs: 0 })).toBeNull();
    expect(printerAlarm({ status: { state: 'never' }, condition: null, waitingJobs: 0 })).toBeNull();
  });
});

describe('printerCondition', () => {
  it.each([
    ['200 OK', null],
    ['200%20OK', null],
    ['211 Paper low', { severity: 'warning', text: 'Paper low' }],
    ['410 Out of paper', { severity: 'problem', text: 'Out of paper' }],
    ['410%20Out%20of%20paper', { severity: 'problem', text: 'Out of paper' }],
    ['411 Paper jam', { severity: 'problem', text: 'Paper jam' }],
    ['420 Cover open', { severity: 'problem', text: 'Cover open' }],
    ['499 Something new', { severity: 'problem', text: 'Printer error' }],
    ['510 Incompatible media', { severity: 'problem', text: 'Cannot print what the shop sends' }],
    ['not a code', null],
    ['%E0%A4%A', null],
    ['', null],
  ])('reads %j', (code, condition) => {
    expect(printerCondition(code)).toEqual(condition);
  });
});
