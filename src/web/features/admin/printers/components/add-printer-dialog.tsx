import { PAPER_WIDTHS, PRINTER_JOBS, PRINTER_JOBS_LABELS, type PaperWidth, type PrinterJobs } from '@domain/printing';
import { useState, type FormEvent } from 'react';
import { requiredText, SelectField, TextField, textState } from '../../../../components/form-field';
import { AddDialog } from '../../../../components/admin/add-dialog';
import { useChangePrinters } from '../../../../lib/admin/printers';

/** + Add Printer: its name, what it prints, and its paper's (or labels') width. */
export function AddPrinterDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { add } = useChangePrinters();
  const [name, setName] = useState('');
  const [jobs, setJobs] = useState<PrinterJobs>('labels');
  const [widthMm, setWidthMm] = useState<PaperWidth>(58);
  const [nameError, setNameError] = useState<string | undefined>();

  const close = (next: boolean) => {
    if (!next) {
      setName('');
      setJobs('labels');
      setWidthMm(58);
      setNameError(undefined);
      add.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = requiredText(name, 'Please enter a name.', setNameError);
    if (text) add.mutate({ name: text, jobs, widthMm }, { onSuccess: () => close(false) });
  };

  return (
    <AddDialog
      open={open}
      onOpenChange={close}
      title="Add Printer"
      description="It gets its own CloudPRNT URL to paste into the printer’s CloudPRNT server setting."
      onSubmit={submit}
      failed={add.error ? { title: 'The printer was not added.', detail: add.error.message } : null}
      pending={add.isPending}
    >
      <TextField
        id="printer-name"
        label="Name"
        maxLength={60}
        autoComplete="off"
        error={nameError}
        {...textState(name, setName)}
      />
      <SelectField
        id="printer-jobs"
        label="Prints"
        value={jobs}
        onChange={(event) => setJobs(event.target.value as PrinterJobs)}
      >
        {PRINTER_JOBS.map((value) => (
          <option key={value} value={value}>
            {PRINTER_JOBS_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="printer-width"
        label={jobs === 'labels' ? 'Label width' : 'Paper width'}
        value={widthMm}
        onChange={(event) => setWidthMm(Number(event.target.value) as PaperWidth)}
      >
        {PAPER_WIDTHS.map((width) => (
          <option key={width} value={width}>
            {width} mm
          </option>
        ))}
      </SelectField>
    </AddDialog>
  );
}
