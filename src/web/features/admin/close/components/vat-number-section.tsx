import { useState } from 'react';
import { SectionFrame } from '../../../../components/admin/admin-section';
import { SaveError } from '../../../../components/admin/save-error';
import { Button } from '../../../../components/button';
import { TextField, textState } from '../../../../components/form-field';
import { useToast } from '../../../../components/toast';
import { useSaveVatSettings, useVatSettings } from '../api/vat-settings';

/** The shop's VAT number: with it, VAT shows on receipts, the Z report and the files; empty, nowhere. */
export function VatNumberSection() {
  const settings = useVatSettings();
  return (
    <SectionFrame id="vat-number-heading" title="VAT number" aside={null}>
      {settings.data ? (
        <VatNumberForm key={settings.data.vatNumber ?? ''} saved={settings.data.vatNumber} />
      ) : (
        <p className="mt-3 text-tea-700">{settings.error ? settings.error.message : 'Loading…'}</p>
      )}
    </SectionFrame>
  );
}

function VatNumberForm({ saved }: { saved: string | null }) {
  const [value, setValue] = useState(saved ?? '');
  const save = useSaveVatSettings();
  const toast = useToast();
  return (
    <form
      className="mt-4 grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const vatNumber = value.trim() === '' ? null : value.trim();
        save.mutate(
          { vatNumber },
          {
            onSuccess: (answer) =>
              toast({
                title: answer.vatNumber ? `VAT number ${answer.vatNumber} saved.` : 'The shop is not VAT-registered.',
                tone: 'success',
              }),
          },
        );
      }}
    >
      <p className="text-tea-700">
        {saved
          ? `The shop is VAT-registered as ${saved}: receipts, the Z report and the accountant's files show VAT.`
          : 'The shop is not VAT-registered: no screen, receipt or file shows VAT.'}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          id="vat-number"
          label="VAT number"
          hint="Like GB123456789. Leave it empty if the shop is not VAT-registered."
          frameClassName="w-72"
          autoComplete="off"
          {...textState(value, setValue)}
        />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save VAT number'}
        </Button>
      </div>
      {save.error ? <SaveError title="The VAT number could not be saved." detail={save.error.message} /> : null}
    </form>
  );
}
