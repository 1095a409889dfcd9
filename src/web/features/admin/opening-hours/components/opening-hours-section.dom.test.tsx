import type { OpeningSettingsAnswer } from '@domain/contracts/opening-hours';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CSRF_TOKEN, fakeStaffApi, renderStaffScreen } from '../../../../test/staff-screen';
import { OpeningHoursSection } from './opening-hours-section';

const day = [{ open: '10:00', close: '22:00' }];
/** Closed on Sundays, 10:00 to 22:00 the rest of the week, no exceptions yet. */
const settings: OpeningSettingsAnswer = {
  configured: true,
  weekly: [[], day, day, day, day, day, day],
  exceptions: [],
  paused: false,
  pausedUntil: null,
  busyMinutes: 0,
  capacity: null,
  minutesPerDrink: 2,
  baristas: 1,
  longestAsapWait: null,
  status: {
    open: true,
    paused: false,
    pausedUntil: null,
    text: 'Open until 22:00',
    pickup: { asap: true, asapMinutes: 10, slots: [] },
  },
};

function hoursApi() {
  return fakeStaffApi({
    'GET /api/admin/opening-hours': settings,
    'PUT /api/admin/opening-hours': (hours) => ({ ...settings, ...(hours as object) }),
  });
}

/** Draws the editor and types a new closing time over a day's first range, as a person would. */
async function retypeCloses(weekday: string, time: string) {
  const { user } = renderStaffScreen(<OpeningHoursSection />);
  const closes = await screen.findByRole('textbox', { name: `${weekday} range 1 closes` });
  await user.clear(closes);
  await user.type(closes, time);
  return user;
}

describe('the Opening hours editor', () => {
  it('saves the hours as typed, a new closed day included, and says so', async () => {
    const api = hoursApi();
    const user = await retypeCloses('Monday', '18:30');
    await user.click(screen.getByRole('button', { name: 'Add a date exception' }));
    await user.type(screen.getByLabelText('Exception 1 date'), '2026-12-25');
    await user.type(screen.getByRole('textbox', { name: 'Exception 1 note' }), 'Christmas Day');
    await user.click(screen.getByRole('button', { name: 'Save opening hours' }));

    expect(await screen.findByText('Opening hours saved.', undefined, { timeout: 5_000 })).toBeTruthy();
    expect(api.changes()).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/opening-hours',
        csrf: CSRF_TOKEN,
        body: {
          weekly: [[], [{ open: '10:00', close: '18:30' }], day, day, day, day, day],
          exceptions: [{ date: '2026-12-25', closed: true, note: 'Christmas Day' }],
        },
      },
    ]);
  });

  it('refuses a range that closes before it opens, in the rule’s words, and sends nothing', async () => {
    const api = hoursApi();
    const user = await retypeCloses('Tuesday', '09:00');
    await user.click(screen.getByRole('button', { name: 'Save opening hours' }));

    const section = screen.getByRole('region', { name: 'Opening hours' });
    expect(within(section).getByRole('alert').textContent).toBe('Close must be after open.');
    expect(api.changes()).toEqual([]);
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    fakeStaffApi({
      'GET /api/admin/opening-hours': settings,
      'PUT /api/admin/opening-hours': Response.json(
        { error: 'There is more than one exception for 2026-12-25.' },
        { status: 400 },
      ),
    });
    const { user } = renderStaffScreen(<OpeningHoursSection />);

    await user.click(await screen.findByRole('button', { name: 'Add a date exception' }));
    await user.type(screen.getByLabelText('Exception 1 date'), '2026-12-25');
    await user.click(screen.getByRole('button', { name: 'Save opening hours' }));

    const section = screen.getByRole('region', { name: 'Opening hours' });
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'There is more than one exception for 2026-12-25.',
    );
    expect((screen.getByLabelText('Exception 1 date') as HTMLInputElement).value).toBe('2026-12-25');
  });
});
