import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openIntervals, shopDate, shopTime } from './opening-hours';
import { DEMO_OPENING_HOURS, type DateException, type TimeRange, type WeeklySchedule } from './opening-hours-schema';
import {
  SLOT_MINUTES,
  pickupOptions,
  slotKey,
  slotLabel,
  slotStartOf,
  validatePickup,
  type PickupSettings,
} from './pickup-slots';

/** One Sunday clock hour's four slot labels, as a night market shows them: "Sun 01:00 BST" … "Sun 01:45 BST". */
const hourLabels = (hour: string, zone = '') =>
  ['00', '15', '30', '45'].map((minute) => `Sun ${hour}:${minute}${zone}`);

// 23 November 2026 is a Monday, in GMT (London = UTC).
const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;

/** Test data factory: the demo shop, nothing used, no pause, a 10-minute prep estimate. */
function shop(now: string, overrides: Partial<PickupSettings> = {}): PickupSettings {
  return {
    weekly: DEMO_OPENING_HOURS.weekly,
    exceptions: [],
    pause: null,
    busyMinutes: 0,
    prepMinutes: 10,
    capacity: null,
    usedBySlot: {},
    now: at(now),
    ...overrides,
  };
}

const labels = (settings: PickupSettings) => pickupOptions(settings).slots.map((slot) => slot.label);
const slot = (iso: string) => ({ kind: 'slot' as const, start: at(iso) });

describe('pickupOptions', () => {
  it("offers ASAP and today's slots from the first one the prep estimate allows", () => {
    const options = pickupOptions(shop('2026-11-23T14:10:00Z'));
    expect(options.asap).toBe(true);
    expect(options.asapMinutes).toBe(10);
    // Ready at 14:20, so 14:15 is too soon.
    expect(options.slots.slice(0, 3).map((s) => s.label)).toEqual(['14:30', '14:45', '15:00']);
    expect(options.slots[0]!.start).toEqual(at('2026-11-23T14:30:00Z'));
  });

  it('adds busy minutes to the ASAP estimate and to the first slot', () => {
    const options = pickupOptions(shop('2026-11-23T14:10:00Z', { busyMinutes: 20 }));
    expect(options.asapMinutes).toBe(30);
    expect(options.slots[0]!.label).toBe('14:45');
  });

  it('builds the ASAP wait from the cups waiting and pushes the first slot after it', () => {
    // 6 cups × 2 min ÷ 1 barista = 12 min, more than the 10-minute prep: ready at 14:22.
    const queue = { cupsWaiting: 6, minutesPerDrink: 2, baristas: 1 };
    const options = pickupOptions(shop('2026-11-23T14:10:00Z', { queue }));
    expect(options).toMatchObject({ asap: true, asapMinutes: 12 });
    expect(options.slots[0]!.label).toBe('14:30');
    const longer = pickupOptions(shop('2026-11-23T14:10:00Z', { queue: { ...queue, cupsWaiting: 12 } }));
    expect(longer.asapMinutes).toBe(24);
    expect(longer.slots[0]!.label).toBe('14:45');
  });

  it('stops offering ASAP past the Longest ASAP wait and starts with the earliest slot that fits', () => {
    const queue = { cupsWaiting: 25, minutesPerDrink: 2, baristas: 1 };
    const over = shop('2026-11-23T14:10:00Z', { queue, longestAsapWait: 45 });
    expect(pickupOptions(over)).toMatchObject({ asap: false, asapMinutes: 50 });
    // Ready at 15:00 at the soonest.
    expect(pickupOptions(over).slots[0]!.label).toBe('15:00');
    expect(pickupOptions({ ...over, longestAsapWait: 50 }).asap).toBe(true);
    expect(pickupOptions({ ...over, longestAsapWait: null }).asap).toBe(true);
  });

  it('offers the last slot before closing: 21:45, never 22:00', () => {
    const today = labels(shop('2026-11-23T21:30:00Z', { prepMinutes: 5 }));
    expect(today.slice(0, 2)).toEqual(['21:45', 'Tue 10:00']);
    expect(today).not.toContain('22:00');
    expect(validatePickup(slot('2026-11-23T21:45:00Z'), shop('2026-11-23T21:30:00Z')).ok).toBe(true);
    expect(validatePickup(slot('2026-11-23T22:00:00Z'), shop('2026-11-23T21:30:00Z'))).toMatchObject({
      ok: false,
      refusal: { kind: 'outside_hours' },
    });
  });

  it('turns ASAP off when closed, and when the order would not be ready before closing', () => {
    const early = pickupOptions(shop('2026-11-23T08:00:00Z'));
    expect(early.asap).toBe(false);
    expect(early.slots[0]!.label).toBe('10:00');
    expect(pickupOptions(shop('2026-11-23T21:45:00Z', { prepMinutes: 15 })).asap).toBe(true);
    expect(pickupOptions(shop('2026-11-23T21:46:00Z', { prepMinutes: 15 })).asap).toBe(false);
    expect(labels(shop('2026-11-23T22:30:00Z'))[0]).toBe('Tue 10:00');
  });

  it('skips a closed day and follows special hours', () => {
    const settings = shop('2026-11-23T22:30:00Z', {
      exceptions: [
        { date: '2026-11-24', closed: true, note: 'Staff training' },
        { date: '2026-11-25', closed: false, hours: [{ open: '12:00', close: '14:00' }], note: 'Half day' },
      ],
    });
    const offered = labels(settings);
    expect(offered.filter((label) => label.startsWith('Tue'))).toEqual([]);
    expect(offered.filter((label) => label.startsWith('Wed'))).toEqual([
      'Wed 12:00',
      'Wed 12:15',
      'Wed 12:30',
      'Wed 12:45',
      'Wed 13:00',
      'Wed 13:15',
      'Wed 13:30',
      'Wed 13:45',
    ]);
    expect(validatePickup(slot('2026-11-24T12:00:00Z'), settings)).toMatchObject({
      ok: false,
      refusal: { kind: 'outside_hours', message: "We're closed at that pickup time; please choose another." },
    });
  });

  it("hides a full slot, counting this order's drinks, and shows it marked when asked", () => {
    const settings = shop('2026-11-23T14:10:00Z', {
      capacity: 4,
      usedBySlot: { [slotKey(at('2026-11-23T14:30:00Z'))]: 4, [slotKey(at('2026-11-23T14:45:00Z'))]: 3 },
    });
    expect(labels(settings).slice(0, 2)).toEqual(['14:45', '15:00']);
    expect(pickupOptions(settings, { drinks: 2 }).slots[0]!.label).toBe('15:00');
    expect(pickupOptions(settings, { showFull: true }).slots.slice(0, 2)).toEqual([
      { start: at('2026-11-23T14:30:00Z'), label: '14:30', full: true },
      { start: at('2026-11-23T14:45:00Z'), label: '14:45' },
    ]);
    expect(validatePickup(slot('2026-11-23T14:30:00Z'), settings)).toEqual({
      ok: false,
      refusal: { kind: 'full', message: 'That pickup time is fully booked; please choose another.' },
    });
    expect(validatePickup(slot('2026-11-23T14:45:00Z'), settings, 2)).toMatchObject({ refusal: { kind: 'full' } });
    expect(validatePickup(slot('2026-11-23T14:45:00Z'), settings, 1).ok).toBe(true);
    // Capacity off: nothing is ever full.
    expect(labels({ ...settings, capacity: null })[0]).toBe('14:30');
  });

  it('during a pause offers no ASAP and no slot before it resumes, and is back by itself when it expires', () => {
    const pause = { until: at('2026-11-23T15:00:00Z') };
    const paused = pickupOptions(shop('2026-11-23T14:10:00Z', { pause }));
    expect(paused.asap).toBe(false);
    expect(paused.slots[0]!.label).toBe('15:00');
    const later = pickupOptions(shop('2026-11-23T15:00:00Z', { pause }));
    expect(later.asap).toBe(true);
    expect(later.slots[0]!.label).toBe('15:15');
    expect(validatePickup({ kind: 'asap' }, shop('2026-11-23T15:00:00Z', { pause })).ok).toBe(true);
  });

  it('offers nothing during a pause until resumed', () => {
    const settings = shop('2026-11-23T14:10:00Z', { pause: { until: null } });
    expect(pickupOptions(settings)).toEqual({ asap: false, asapMinutes: 10, slots: [] });
  });

  it('runs 7 days ahead and no further', () => {
    const settings = shop('2026-11-23T14:10:00Z');
    const { slots } = pickupOptions(settings);
    // Today 14:30–21:45 (30), six full days (6 × 48), next Monday 10:00–14:00 (17, the last starting before 14:10).
    expect(slots).toHaveLength(30 + 6 * 48 + 17);
    expect(slots.at(-1)!.label).toBe('Mon 14:00');
    expect(slots.at(-1)!.start).toEqual(at('2026-11-30T14:00:00Z'));
    expect(validatePickup(slot('2026-11-30T14:15:00Z'), settings)).toMatchObject({
      ok: false,
      refusal: { kind: 'too_far', message: 'Pickup can be at most 7 days ahead; please choose an earlier time.' },
    });
  });
});

describe('pickup slots across the clock changes', () => {
  const nightOwl = (date: string, hours: TimeRange[]) => ({
    exceptions: [{ date, closed: false as const, hours, note: 'Night market' }],
  });

  it('29 March 2026: no slot in the missing hour, and the day after starts at 10:00 BST', () => {
    const settings = shop('2026-03-28T20:00:00Z', nightOwl('2026-03-29', [{ open: '00:00', close: '04:00' }]));
    const sunday = pickupOptions(settings).slots.filter((s) => s.label.startsWith('Sun'));
    expect(sunday.slice(0, 6).map((s) => s.label)).toEqual([
      'Sun 00:00',
      'Sun 00:15',
      'Sun 00:30',
      'Sun 00:45',
      'Sun 02:00',
      'Sun 02:15',
    ]);
    expect(sunday.slice(0, 6).map((s) => s.start.toISOString().slice(11, 16))).toEqual([
      '00:00',
      '00:15',
      '00:30',
      '00:45',
      '01:00',
      '01:15',
    ]);
    // Three real hours (00:00–01:00 GMT, 02:00–04:00 BST) of night slots.
    expect(sunday.filter((s) => s.start < at('2026-03-29T09:00:00Z'))).toHaveLength(12);
    const monday = pickupOptions(settings).slots.find((s) => s.label === 'Mon 10:00');
    expect(monday!.start).toEqual(at('2026-03-30T09:00:00Z'));
  });

  it('25 October 2026: the repeated hour is offered twice, labelled BST then GMT', () => {
    const settings = shop('2026-10-24T20:00:00Z', nightOwl('2026-10-25', [{ open: '00:00', close: '03:00' }]));
    const night = pickupOptions(settings).slots.filter(
      (s) => s.label.startsWith('Sun') && s.start < at('2026-10-25T09:00:00Z'),
    );
    // Four real hours: 00:00–02:00 BST, then 01:00–03:00 GMT.
    expect(night).toHaveLength(16);
    expect(night.map((s) => s.label)).toEqual([
      ...hourLabels('00'),
      ...hourLabels('01', ' BST'),
      ...hourLabels('01', ' GMT'),
      ...hourLabels('02'),
    ]);
    expect(new Set(night.map((s) => s.label)).size).toBe(16);
    for (let i = 1; i < night.length; i++)
      expect(night[i]!.start.getTime() - night[i - 1]!.start.getTime()).toBe(SLOT_MINUTES * MINUTE);
  });

  it('28 March 2027: hours wholly inside the missing hour offer nothing, never slots an hour later', () => {
    const settings = shop('2027-03-27T20:00:00Z', nightOwl('2027-03-28', [{ open: '01:15', close: '01:45' }]));
    // The night market's hours replace the day's, so Sunday offers nothing at all.
    expect(pickupOptions(settings).slots.filter((s) => s.label.startsWith('Sun'))).toEqual([]);
    // A pickup at 02:15 BST (the time the missing 01:15 would have been shifted to) is refused.
    expect(validatePickup(slot('2027-03-28T01:15:00Z'), settings).ok).toBe(false);
  });

  it('28 March 2027: a range across the missing hour keeps the real time on either side of the jump', () => {
    const settings = shop('2027-03-27T20:00:00Z', nightOwl('2027-03-28', [{ open: '00:30', close: '01:30' }]));
    const night = pickupOptions(settings).slots.filter((s) => s.label.startsWith('Sun'));
    // 00:30 GMT until the clocks jump at 01:00 GMT (02:00 BST): two slots.
    expect(night.map((s) => s.label)).toEqual(['Sun 00:30', 'Sun 00:45']);
  });

  it('25 October 2026: hours of 01:00–02:00 are open both times the clock shows them, BST then GMT', () => {
    const settings = shop('2026-10-24T20:00:00Z', nightOwl('2026-10-25', [{ open: '01:00', close: '02:00' }]));
    const night = pickupOptions(settings).slots.filter((s) => s.label.startsWith('Sun'));
    expect(night.map((s) => s.label)).toEqual([...hourLabels('01', ' BST'), ...hourLabels('01', ' GMT')]);
    expect(night[0]!.start).toEqual(at('2026-10-25T00:00:00Z'));
    expect(validatePickup(slot('2026-10-25T00:15:00Z'), settings).ok).toBe(true);
  });

  it('labels today by time alone on both days, and the demo hours in local time', () => {
    const spring = pickupOptions(shop('2026-03-29T08:00:00Z'));
    expect(spring.slots[0]).toEqual({ start: at('2026-03-29T09:00:00Z'), label: '10:00' });
    expect(spring.slots.filter((s) => s.label === '21:45').map((s) => s.start)).toEqual([at('2026-03-29T20:45:00Z')]);
    const autumn = pickupOptions(shop('2026-10-25T08:00:00Z'));
    expect(autumn.slots[0]).toEqual({ start: at('2026-10-25T10:00:00Z'), label: '10:00' });
    expect(autumn.slots.filter((s) => !s.label.includes(' ')).at(-1)!.start).toEqual(at('2026-10-25T21:45:00Z'));
    expect(slotLabel(at('2026-10-26T10:00:00Z'), at('2026-10-25T08:00:00Z'))).toBe('Mon 10:00');
  });
});

describe('validatePickup', () => {
  const settings = shop('2026-11-23T14:10:00Z');

  it('accepts ASAP while open with its ready time, and an offered slot', () => {
    expect(validatePickup({ kind: 'asap' }, settings)).toEqual({
      ok: true,
      pickup: { kind: 'asap', readyAt: at('2026-11-23T14:20:00Z') },
    });
    expect(validatePickup(slot('2026-11-23T14:30:00Z'), settings)).toEqual({
      ok: true,
      pickup: { kind: 'slot', start: at('2026-11-23T14:30:00Z') },
    });
  });

  it('refuses ASAP past the Longest ASAP wait with the wait in words, and still takes a slot', () => {
    const busy = shop('2026-11-23T14:10:00Z', {
      queue: { cupsWaiting: 30, minutesPerDrink: 3, baristas: 2 },
      longestAsapWait: 30,
    });
    expect(validatePickup({ kind: 'asap' }, busy)).toEqual({
      ok: false,
      refusal: {
        kind: 'asap_too_long',
        message: "We're too busy for as-soon-as-possible orders right now (about 45 min); please choose a pickup time.",
      },
    });
    expect(validatePickup(slot('2026-11-23T15:00:00Z'), busy).ok).toBe(true);
    expect(validatePickup(slot('2026-11-23T14:45:00Z'), busy)).toMatchObject({ refusal: { kind: 'too_soon' } });
  });

  it('refuses ASAP when closed', () => {
    expect(validatePickup({ kind: 'asap' }, shop('2026-11-23T23:00:00Z'))).toEqual({
      ok: false,
      refusal: {
        kind: 'closed',
        message: "We're closed for as-soon-as-possible orders right now; please choose a pickup time.",
      },
    });
  });

  it("refuses during a pause with the storefront's words", () => {
    const resuming = shop('2026-11-23T14:10:00Z', { pause: { until: at('2026-11-23T14:30:00Z') } });
    const refusal = {
      ok: false,
      refusal: { kind: 'paused', message: "We're not taking online orders right now · back at 14:30." },
    };
    expect(validatePickup({ kind: 'asap' }, resuming)).toEqual(refusal);
    expect(validatePickup(slot('2026-11-23T14:15:00Z'), { ...resuming, prepMinutes: 0 })).toEqual(refusal);
    expect(validatePickup(slot('2026-11-23T14:30:00Z'), resuming).ok).toBe(true);
    const indefinitely = shop('2026-11-23T14:10:00Z', { pause: { until: null } });
    expect(validatePickup(slot('2026-11-25T14:30:00Z'), indefinitely)).toEqual({
      ok: false,
      refusal: { kind: 'paused', message: "We're not taking online orders right now." },
    });
  });

  it('refuses a slot in the past, too soon, or not on the quarter-hour', () => {
    expect(validatePickup(slot('2026-11-23T14:00:00Z'), settings)).toEqual({
      ok: false,
      refusal: { kind: 'past', message: 'That pickup time has passed; please choose a later one.' },
    });
    expect(validatePickup(slot('2026-11-23T14:15:00Z'), settings)).toMatchObject({ refusal: { kind: 'too_soon' } });
    expect(validatePickup(slot('2026-11-23T14:37:00Z'), settings)).toMatchObject({ refusal: { kind: 'not_a_slot' } });
    expect(validatePickup({ kind: 'slot', start: new Date(Number.NaN) }, settings)).toMatchObject({
      refusal: { kind: 'not_a_slot' },
    });
  });

  it('finds the slot an instant falls in', () => {
    expect(slotStartOf(at('2026-11-23T14:29:59Z'))).toEqual(at('2026-11-23T14:15:00Z'));
    expect(slotStartOf(at('2026-11-23T14:30:00Z'))).toEqual(at('2026-11-23T14:30:00Z'));
  });
});

// ── Properties: random weeks, clocks (2026, both clock changes included), prep, busy, pause and capacity. ──

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A day's ranges: sorted distinct 5-minute boundaries paired up, so they never overlap. */
const dayArb = fc.uniqueArray(fc.integer({ min: 0, max: 288 }), { maxLength: 6 }).map((bounds) => {
  const sorted = [...bounds].sort((a, b) => a - b);
  const ranges: TimeRange[] = [];
  for (let i = 0; i + 1 < sorted.length; i += 2)
    ranges.push({ open: hhmm(sorted[i]! * 5), close: hhmm(sorted[i + 1]! * 5) });
  return ranges;
});
const weekArb = fc.tuple(dayArb, dayArb, dayArb, dayArb, dayArb, dayArb, dayArb) as fc.Arbitrary<WeeklySchedule>;
const nowArb = fc.oneof(
  fc.date({ min: at('2026-01-01T00:00:00Z'), max: at('2026-12-31T00:00:00Z'), noInvalidDate: true }),
  // Around the clock changes.
  fc.date({ min: at('2026-03-27T00:00:00Z'), max: at('2026-03-30T00:00:00Z'), noInvalidDate: true }),
  fc.date({ min: at('2026-10-23T00:00:00Z'), max: at('2026-10-26T00:00:00Z'), noInvalidDate: true }),
);
const settingsArb = fc
  .record({
    weekly: weekArb,
    now: nowArb,
    prepMinutes: fc.integer({ min: 0, max: 120 }),
    busyMinutes: fc.integer({ min: 0, max: 60 }),
    queue: fc.option(
      fc.record({
        cupsWaiting: fc.integer({ min: 0, max: 60 }),
        minutesPerDrink: fc.integer({ min: 0, max: 5 }),
        baristas: fc.integer({ min: 1, max: 4 }),
      }),
      { nil: undefined },
    ),
    longestAsapWait: fc.option(fc.integer({ min: 5, max: 120 })),
    pauseMinutes: fc.option(fc.option(fc.integer({ min: -30, max: 3 * 24 * 60 }))),
    capacity: fc.option(fc.integer({ min: 1, max: 5 })),
    // Exceptions on some of the next days: closed (null) or special hours.
    exceptionDays: fc.array(fc.tuple(fc.integer({ min: -1, max: 8 }), fc.option(dayArb)), { maxLength: 4 }),
    used: fc.array(fc.tuple(fc.integer({ min: 0, max: 7 * 96 }), fc.integer({ min: 0, max: 6 })), { maxLength: 40 }),
  })
  .map(({ weekly, now, pauseMinutes, capacity, exceptionDays, used, ...wait }): PickupSettings => {
    const base = slotStartOf(now).getTime();
    const exceptions = new Map<string, DateException>();
    for (const [offset, hours] of exceptionDays) {
      const date = shopDate(new Date(now.getTime() + offset * 24 * 60 * MINUTE));
      exceptions.set(
        date,
        hours === null || hours.length === 0
          ? { date, closed: true, note: '' }
          : { date, closed: false, hours, note: 'Special hours' },
      );
    }
    return {
      weekly,
      exceptions: [...exceptions.values()],
      now,
      ...wait,
      // null: no pause; { until: null }: until resumed; else resumes some minutes from now (maybe already over).
      pause:
        pauseMinutes === null
          ? null
          : { until: pauseMinutes === null ? null : new Date(now.getTime() + pauseMinutes * MINUTE) },
      capacity,
      usedBySlot: Object.fromEntries(
        used.map(([quarter, drinks]) => [slotKey(new Date(base + quarter * SLOT_MINUTES * MINUTE)), drinks]),
      ),
    };
  });

describe('pickup slot properties', () => {
  it('every offered slot is aligned, inside opening hours, after the ASAP wait, increasing and not paused', () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        const { slots, asapMinutes } = pickupOptions(settings);
        expect(asapMinutes).toBeGreaterThanOrEqual(settings.prepMinutes + settings.busyMinutes);
        const ready = settings.now.getTime() + asapMinutes * MINUTE;
        const until = settings.pause?.until;
        const dayBefore = new Date(settings.now.getTime() - 24 * 60 * MINUTE);
        const openings = openIntervals(settings.weekly, settings.exceptions, dayBefore, 10);
        const problems: string[] = [];
        const pausedUntil = settings.pause && (until === null || until! > settings.now) ? (until ?? null) : undefined;
        slots.forEach((slot, i) => {
          const start = slot.start.getTime();
          const opening = openings.find((o) => o.start <= slot.start && slot.start < o.end);
          const where = `${slot.label} (${slot.start.toISOString()})`;
          if (start % (SLOT_MINUTES * MINUTE) !== 0 || !/:(00|15|30|45)$/.test(shopTime(slot.start)))
            problems.push(`${where} is not on a quarter-hour`);
          if (start < ready) problems.push(`${where} is before the ASAP wait ends`);
          if (i > 0 && start <= slots[i - 1]!.start.getTime()) problems.push(`${where} does not follow the one before`);
          if (!opening || start + SLOT_MINUTES * MINUTE > opening.end.getTime())
            problems.push(`${where} is not inside opening hours`);
          if (pausedUntil === null || (pausedUntil && start < pausedUntil.getTime()))
            problems.push(`${where} is during the pause`);
          if (start >= settings.now.getTime() + 8 * 24 * 60 * MINUTE) problems.push(`${where} is beyond the horizon`);
        });
        expect(problems).toEqual([]);
        // The server accepts what the select offers (a sample: validating is the slower path).
        for (const slot of slots.filter((_, i) => i % 40 === 0 || i === slots.length - 1))
          expect(validatePickup({ kind: 'slot', start: slot.start }, settings).ok).toBe(true);
        expect(new Set(slots.map((s) => s.label)).size).toBe(slots.length);
      }),
      { numRuns: 100 },
    );
  });

  it('a slot the server accepts is one the select offered, and ASAP is accepted exactly when offered', () => {
    fc.assert(
      fc.property(settingsArb, fc.integer({ min: -8, max: 8 * 96 }), (settings, quarter) => {
        const options = pickupOptions(settings);
        const start = new Date(slotStartOf(settings.now).getTime() + quarter * SLOT_MINUTES * MINUTE);
        const offered = options.slots.some((s) => s.start.getTime() === start.getTime());
        expect(validatePickup({ kind: 'slot', start }, settings).ok).toBe(offered);
        expect(validatePickup({ kind: 'asap' }, settings).ok).toBe(options.asap);
        if (options.asap && settings.longestAsapWait != null)
          expect(options.asapMinutes).toBeLessThanOrEqual(settings.longestAsapWait);
      }),
      { numRuns: 200 },
    );
  });
});
