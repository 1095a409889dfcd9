import { shopDate, shopInstant } from '@domain/opening-hours';
import { shopLongDate } from '@domain/shop-time';
import { Mail, Printer } from 'lucide-react';
import { useState } from 'react';
import { AdminPageBody } from '../../../../components/admin/admin-page-body';
import { SectionFrame } from '../../../../components/admin/admin-section';
import { SaveError } from '../../../../components/admin/save-error';
import { Button } from '../../../../components/button';
import { TextField } from '../../../../components/form-field';
import { useToast } from '../../../../components/toast';
import { useCloseDay, useEmailReport } from '../api/close-day';
import { AccountantSection } from './accountant-section';
import { CashAndClose } from './cash-and-close';
import { VatNumberSection } from './vat-number-section';
import { ZReportView } from './z-report-view';

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** /admin/close: a shop day's Z report and cash count, Close the day, and the files for the accountant. */
export default function ClosePage() {
  const today = shopDate(new Date());
  const [day, setDay] = useState(today);
  return (
    <AdminPageBody
      title="Close the day"
      intro="The Z report of a shop day, the cash count, and the files for the accountant."
    >
      <div className="print:hidden">
        <TextField
          id="close-day"
          label="Shop day"
          type="date"
          max={today}
          frameClassName="w-56"
          value={day}
          onChange={(event) => isDay(event.target.value) && setDay(event.target.value)}
        />
      </div>
      <DaySection day={day} />
      <div className="grid gap-8 print:hidden">
        <VatNumberSection />
        <AccountantSection />
      </div>
    </AdminPageBody>
  );
}

function DaySection({ day }: { day: string }) {
  const answer = useCloseDay(day);
  const email = useEmailReport();
  const toast = useToast();
  const data = answer.data?.day === day ? answer.data : null;
  const title = `Z report: ${shopLongDate(shopInstant(day, '12:00'))}`;
  return (
    <SectionFrame
      id="z-report-heading"
      title={title}
      aside={
        data?.closed ? (
          <p className="font-semibold text-matcha-700">
            Closed by {data.closed.byName} at {data.closed.time}
          </p>
        ) : (
          <p className="text-tea-700">Open: the figures as they stand now</p>
        )
      }
    >
      {data ? (
        <>
          <ZReportView report={data.report} />
          {data.vatRegistered ? null : (
            <p className="mt-3 text-sm text-tea-700">No VAT is shown: the shop has no VAT number.</p>
          )}
          {data.closed ? (
            <div className="mt-4 flex flex-wrap gap-3 print:hidden">
              <Button variant="secondary" onClick={() => window.print()}>
                <Printer aria-hidden="true" className="size-4" />
                Print
              </Button>
              <Button
                variant="secondary"
                disabled={email.isPending}
                onClick={() =>
                  email.mutate(day, {
                    onSuccess: ({ sentTo }) =>
                      toast({ title: `Z report e-mailed to ${sentTo.join(', ')}.`, tone: 'success' }),
                  })
                }
              >
                <Mail aria-hidden="true" className="size-4" />
                E-mail to the owner
              </Button>
              {email.error ? (
                <SaveError title="The report could not be e-mailed." detail={email.error.message} />
              ) : null}
            </div>
          ) : (
            <CashAndClose key={`${day} ${data.report.cash.floatPence}`} answer={data} />
          )}
        </>
      ) : (
        <p className="mt-3 text-tea-700">{answer.error ? answer.error.message : 'Loading…'}</p>
      )}
    </SectionFrame>
  );
}
