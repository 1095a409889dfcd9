/**
 * The day's close: a day's Z report (live until the day is closed, then as it was stored), the float, Close the day,
 * the closed report e-mailed to the owners, and the accountant's files and VAT summary. Takings come from the orders
 * module (dayTakingsOf: the sales report's rules); VAT from the VAT module through the VatFigures port, asked only when
 * the shop has a VAT number.
 */
import { buildZReport, type ZReport } from '@domain/day-close';
import {
  quarterRange,
  quickBooksCsv,
  vatSummary,
  xeroCsv,
  type DayRateTotal,
  type ExportAccounts,
  type ExportFormat,
  type VatSummary,
} from '@domain/day-close-exports';
import { zReportText } from '@domain/day-close-text';
import { exportRange, type CloseDayAnswer } from '@domain/contracts/close';
import { shopDate, shopInstant, shopTime } from '@domain/opening-hours';
import { rangeInstants, type ReportRange } from '@domain/report-range';
import { shopLongDate } from '@domain/shop-time';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, invalid } from '../../errors';
import { adminEmails } from '../accounts';
import { recordAudit, type Actor } from '../audit';
import type { Mailer } from '../mail';
import { dayTakingsOf } from '../orders';
import { cashFloats, closedDays } from './schema';

/**
 * What the close needs of the VAT module (implemented there, joined in services.ts): whether the shop is registered,
 * the VAT per day and rate, and the account codes the owner set for the files.
 */
export interface VatFigures {
  registration(): Promise<{ vatNumber: string | null }>;
  dayTotals(fromDay: string, toDay: string): Promise<DayRateTotal[]>;
  exportAccounts(): Promise<ExportAccounts>;
}

export interface DayCloseDeps {
  db: Db;
  vat: VatFigures;
  mailer: Mailer;
  /** The shop's clock: which day is today (a day after it cannot be closed). */
  now: () => Date;
}

export type DayCloseService = ReturnType<typeof createDayCloseService>;

/** The person's name as the signature shows it: their name, else their e-mail address. */
const signatureName = (actor: Actor) => actor.name?.trim() || actor.email;

export const NOT_CLOSED_YET = 'Close the day first: only a closed day’s report is e-mailed.';
export const NO_VAT_NUMBER =
  'The shop has no VAT number, so there is no VAT summary. Add the VAT number on this page if the shop is VAT-registered.';

export function createDayCloseService({ db, vat, mailer, now }: DayCloseDeps) {
  async function registered(): Promise<boolean> {
    return (await vat.registration()).vatNumber !== null;
  }

  async function closedDay(tx: DbOrTx, day: string) {
    const [row] = await tx.select().from(closedDays).where(eq(closedDays.day, day));
    return row ?? null;
  }

  async function floatOf(day: string): Promise<number> {
    const [row] = await db.select().from(cashFloats).where(eq(cashFloats.day, day));
    return row?.floatPence ?? 0;
  }

  /** The day's report as it stands now (never stored until the day is closed). */
  async function liveReport(day: string, counted: number | null, isRegistered: boolean): Promise<ZReport> {
    const [takings, floatPence, vatRows] = await Promise.all([
      dayTakingsOf(db, rangeInstants({ from: day, to: day })),
      floatOf(day),
      isRegistered ? vat.dayTotals(day, day) : Promise.resolve(null),
    ]);
    return buildZReport({ day, takings, vat: vatRows, floatPence, counted });
  }

  function refuseFuture(day: string): void {
    if (day > shopDate(now())) throw invalid('That day has not come yet: a day is closed on it or after it.');
  }

  function closedAnswer(row: NonNullable<Awaited<ReturnType<typeof closedDay>>>, vatRegistered: boolean) {
    // The stored report is never changed; but without a VAT number now, its VAT is not shown, and a report closed
    // without VAT has none to show.
    const shown = vatRegistered && row.report.vat !== null;
    return {
      day: row.day,
      report: shown ? row.report : { ...row.report, vat: null },
      closed: { byName: row.closedByName, at: row.closedAt.toISOString(), time: shopTime(row.closedAt) },
      vatRegistered: shown,
    };
  }

  async function alreadyClosed(day: string) {
    const row = await closedDay(db, day);
    if (row)
      throw conflict(
        `This day was closed by ${row.closedByName} at ${shopTime(row.closedAt)}; a closed day never changes.`,
      );
  }

  async function day(date: string): Promise<CloseDayAnswer> {
    const isRegistered = await registered();
    const row = await closedDay(db, date);
    if (row) return closedAnswer(row, isRegistered);
    return { day: date, report: await liveReport(date, null, isRegistered), closed: null, vatRegistered: isRegistered };
  }

  return {
    day,

    async setFloat(date: string, floatPence: number, actor: Actor): Promise<CloseDayAnswer> {
      refuseFuture(date);
      await alreadyClosed(date);
      const values = { floatPence, setByName: signatureName(actor), updatedAt: new Date() };
      await db.transaction(async (tx) => {
        await tx
          .insert(cashFloats)
          .values({ day: date, ...values })
          .onConflictDoUpdate({ target: cashFloats.day, set: values });
        await recordAudit(tx, actor, {
          action: 'close.float_set',
          entityType: 'shop',
          entityId: null,
          details: { day: date, floatPence },
        });
      });
      return day(date);
    },

    /** Close the day: the report as it stands, with the counted cash, stored once and signed. */
    async close(day: string, countedPence: number, actor: Actor): Promise<CloseDayAnswer> {
      refuseFuture(day);
      await alreadyClosed(day);
      const isRegistered = await registered();
      const report = await liveReport(day, countedPence, isRegistered);
      const stored = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(closedDays)
          .values({ day, report, closedByUserId: actor.userId, closedByName: signatureName(actor), closedAt: now() })
          .onConflictDoNothing()
          .returning();
        if (!row) return null;
        await recordAudit(tx, actor, {
          action: 'close.day_closed',
          entityType: 'shop',
          entityId: null,
          details: { day, takings: report.takings, counted: countedPence, difference: report.cash.difference },
        });
        return row;
      });
      // Two managers closing at once: the second is told who was first.
      if (!stored) await alreadyClosed(day);
      return closedAnswer(stored!, isRegistered);
    },

    /** E-mails a closed day's report to the owners, through the outbox. */
    async email(day: string, actor: Actor): Promise<{ sentTo: string[] }> {
      const row = await closedDay(db, day);
      if (!row) throw conflict(NOT_CLOSED_YET);
      const owners = await adminEmails(db);
      if (owners.length === 0) throw conflict('The shop has no active Owner to e-mail the report to.');
      const signature = `Closed by ${row.closedByName} at ${shopTime(row.closedAt)}`;
      const { report } = closedAnswer(row, await registered());
      await db.transaction(async (tx) => {
        for (const to of owners)
          await mailer.enqueue(
            {
              to,
              subject: `Z report for ${shopLongDate(shopInstant(row.day, '12:00'))}`,
              text: zReportText(report, signature),
            },
            tx,
          );
        await recordAudit(tx, actor, {
          action: 'close.report_emailed',
          entityType: 'shop',
          entityId: null,
          details: { day },
        });
      });
      return { sentTo: owners };
    },

    /** The accountant's file of a range: Xero's sales invoices or QuickBooks' journals, a line a day a rate. */
    async exportCsv(asked: ReportRange, format: ExportFormat): Promise<string> {
      const range = exportRange(asked);
      if ('error' in range) throw invalid(range.error);
      const [isRegistered, totals, accounts] = await Promise.all([
        registered(),
        vat.dayTotals(range.from, range.to),
        vat.exportAccounts(),
      ]);
      return format === 'xero'
        ? xeroCsv(totals, isRegistered, accounts)
        : quickBooksCsv(totals, isRegistered, accounts);
    },

    /** Boxes 1 and 6 of the quarter starting with this month, with the days behind them; only with a VAT number. */
    async vatSummary(quarter: string): Promise<VatSummary> {
      if (!(await registered())) throw conflict(NO_VAT_NUMBER);
      const range = quarterRange(quarter);
      return vatSummary(range, await vat.dayTotals(range.from, range.to));
    },
  };
}
