import type { VatSettings } from '@domain/contracts/vat';
import { shopDate } from '@domain/opening-hours';
import { VAT_CLASSES, vatClassLabel, type VatClass } from '@domain/vat';
import { useState } from 'react';
import { SaveError } from '../../../../components/admin/save-error';
import { Button } from '../../../../components/button';
import { TextField } from '../../../../components/form-field';
import { useToast } from '../../../../components/toast';
import { useSaveVatSettings } from '../api/vat-settings';

type Codes = VatSettings['accountCodes'];
const FIELDS = [
  {
    key: 'salesAccount',
    label: 'Sales account',
    hint: 'Xero: the account code (200). QuickBooks: the product or service.',
  },
  { key: 'xeroTaxType', label: 'Xero tax rate', hint: 'As Xero names it, e.g. 20% (VAT on Income).' },
  { key: 'quickbooksTaxCode', label: 'QuickBooks VAT code', hint: 'As QuickBooks names it, e.g. 20.0% S.' },
] as const;

/** The codes each VAT class is written with in the files, set once by the owner (the VAT module keeps them). */
export function AccountCodesForm({ saved }: { saved: Codes }) {
  const [codes, setCodes] = useState<Codes>(saved);
  const save = useSaveVatSettings();
  const toast = useToast();
  const today = shopDate(new Date());
  const edit = (vatClass: VatClass, key: (typeof FIELDS)[number]['key'], value: string) =>
    setCodes((current) => ({ ...current, [vatClass]: { ...current[vatClass], [key]: value } }));
  return (
    <form
      className="mt-4 grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { accountCodes: codes },
          { onSuccess: () => toast({ title: 'Account codes saved.', tone: 'success' }) },
        );
      }}
    >
      {VAT_CLASSES.map((vatClass) => (
        <fieldset key={vatClass} className="grid gap-3 sm:grid-cols-3">
          <legend className="mb-1 text-sm font-semibold text-tea-900">{vatClassLabel(vatClass, today)}</legend>
          {FIELDS.map((field) => (
            <TextField
              key={field.key}
              id={`codes-${vatClass}-${field.key}`}
              label={field.label}
              hint={vatClass === 'standard' ? field.hint : undefined}
              autoComplete="off"
              value={codes[vatClass][field.key]}
              onChange={(event) => edit(vatClass, field.key, event.target.value)}
            />
          ))}
        </fieldset>
      ))}
      {save.error ? <SaveError title="The account codes could not be saved." detail={save.error.message} /> : null}
      <div>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save account codes'}
        </Button>
      </div>
    </form>
  );
}
