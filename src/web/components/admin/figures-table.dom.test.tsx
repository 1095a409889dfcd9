import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VatRatesTable } from './figures-table';

describe('VatRatesTable', () => {
  it('names each rate as people write it, with its net, VAT and gross, and the total last', () => {
    render(
      <VatRatesTable
        caption="VAT per rate"
        rates={[
          { rateBp: 0, netPence: 450, vatPence: 0, grossPence: 450 },
          { rateBp: 2000, netPence: 300, vatPence: 60, grossPence: 360 },
        ]}
        total={{ netPence: 750, vatPence: 60, grossPence: 810 }}
      />,
    );
    const table = screen.getByRole('table', { name: 'VAT per rate' });
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual(['Rate', 'Net', 'VAT', 'Gross']);
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows.slice(1)).toEqual(['0%£4.50£0.00£4.50', '20%£3.00£0.60£3.60', 'Total£7.50£0.60£8.10']);
  });

  it('gives a row a day, headed Day, and no total when none is given', () => {
    render(
      <VatRatesTable caption="Each day" days={[{ day: '2026-10-01', netPence: 100, vatPence: 20, grossPence: 120 }]} />,
    );
    const table = screen.getByRole('table', { name: 'Each day' });
    expect(within(table).getAllByRole('columnheader')[0]?.textContent).toBe('Day');
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('2026-10-01£1.00£0.20£1.20');
    expect(within(table).queryByRole('rowheader', { name: 'Total' })).toBeNull();
  });
});
