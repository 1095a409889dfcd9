import type { CloseDayAnswer } from '@domain/contracts/close';
import { cashCount } from '@domain/day-close';
import { cashVerdictText } from '@domain/day-close-text';
import { formatPounds, parsePounds, penceToPoundsString } from '@domain/money';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { TextField, textState } from '../../../../components/form-field';
import { ConfirmDialog } from '../../../../components/admin/confirm-dialog';
import { SaveError } from '../../../../components/admin/save-error';
import { useToast } from '../../../../components/toast';
import { useCloseTheDay, useSaveFloat } from '../api/close-day';

/**
 * The cash count of a day not closed yet: the float (saved on its own, at opening), the counted amount, what the
 * drawer should hold and whether it is over or short, then Close the day behind a confirmation.
 */
export function CashAndClose({ answer }: { answer: CloseDayAnswer }) {
  const { day, report } = answer;
  const [float, setFloat] = useState(penceToPoundsString(report.cash.floatPence));
  const [counted, setCounted] = useState('');
  const [confirming, setConfirming] = useState(false);
  const saveFloat = useSaveFloat();
  const close = useCloseTheDay();
  const toast = useToast();
  const floatPence = parsePounds(float);
  const countedPence = counted.trim() === '' ? null : parsePounds(counted);
  const preview = cashCount(report.cash.floatPence, report.cash.cashTaken, report.cash.cashRefunded, countedPence);
  const short = preview.difference !== null && preview.difference < 0;

  return (
    <div className="mt-4 grid gap-4 print:hidden">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (floatPence !== null)
            saveFloat.mutate(
              { day, floatPence },
              { onSuccess: () => toast({ title: 'Float saved.', tone: 'success' }) },
            );
        }}
      >
        <TextField
          id="close-float"
          label="Float at opening (£)"
          inputMode="decimal"
          frameClassName="w-48"
          error={floatPence === null ? 'Type an amount like 100.00.' : undefined}
          {...textState(float, setFloat)}
        />
        <Button type="submit" variant="secondary" disabled={saveFloat.isPending || floatPence === null}>
          {saveFloat.isPending ? 'Saving…' : 'Save float'}
        </Button>
      </form>
      {saveFloat.error ? <SaveError title="The float could not be saved." detail={saveFloat.error.message} /> : null}
      <div className="flex flex-wrap items-end gap-6">
        <TextField
          id="close-counted"
          label="Counted cash (£)"
          hint="Everything in the drawer, float included."
          inputMode="decimal"
          frameClassName="w-56"
          error={counted.trim() !== '' && countedPence === null ? 'Type an amount like 112.40.' : undefined}
          {...textState(counted, setCounted)}
        />
        <p className="text-sm">
          Expected in the drawer: <strong className="tabular-nums">{formatPounds(preview.expected)}</strong>
        </p>
        <p role="status" className={short ? 'text-lg font-bold text-berry-700' : 'text-lg font-bold'}>
          {cashVerdictText(preview.difference)}
        </p>
      </div>
      {close.error ? <SaveError title="The day could not be closed." detail={close.error.message} /> : null}
      <div>
        <Button variant="accent" disabled={countedPence === null} onClick={() => setConfirming(true)}>
          Close the day
        </Button>
        {countedPence === null ? (
          <p className="mt-1 text-sm text-tea-700">Type the counted cash to close the day.</p>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Close the day?"
        description={
          <>
            The Z report is stored as it stands, with {countedPence === null ? '' : formatPounds(countedPence)} counted,
            and signed with your name. A closed day never changes: a later refund shows on the day it is made.
          </>
        }
        pending={close.isPending}
        onConfirm={() =>
          countedPence !== null &&
          close.mutate(
            { day, countedPence },
            {
              onSuccess: () => toast({ title: 'The day is closed.', tone: 'success' }),
              onSettled: () => setConfirming(false),
            },
          )
        }
        confirm="Close the day"
      />
    </div>
  );
}
