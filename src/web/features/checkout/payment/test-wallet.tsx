/**
 * The sandbox's Test wallet: a button in the Express checkout region, and the dialog it opens, standing for a device's
 * wallet sheet. The sheet shows the shop's name and the total; Name and Email stand for the wallet's stored contact
 * (prefilled with a test contact, editable); Pay takes the path a Stripe wallet payment takes (create at confirm,
 * then the payment event); Cancel closes it and records nothing.
 */
import { formatPounds } from '@domain/money';
import { customerNameSchema, emailSchema } from '@domain/schemas';
import { Wallet } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/dialog';
import { TextField } from '../../../components/form-field';
import { SHOP } from '../../../lib/shop-details';
import { paySandboxWallet } from './sandbox-api';
import type { WalletContact, WalletLine, WalletPay } from './wallet-payment';

/** The wallet's stored contact in test mode. */
export const TEST_CONTACT: WalletContact = { name: 'Test Wallet Customer', email: 'wallet@example.com' };

const CONTACT_FIELDS = [
  { key: 'name', id: 'test-wallet-name', label: 'Name', autoComplete: 'name' },
  { key: 'email', id: 'test-wallet-email', label: 'Email', type: 'email', autoComplete: 'email' },
] as const;

function WalletSheet({
  total,
  lines,
  pay,
  close,
}: {
  total: number;
  lines: readonly WalletLine[];
  pay: WalletPay;
  close: () => void;
}) {
  const [contact, setContact] = useState(TEST_CONTACT);
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const [paying, setPaying] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // React carries events up through the dialog's portal: in the Checkout dialog, the sheet's submit would also
    // submit the dialog's own form around the Express checkout region, and start a card payment beside the wallet's.
    event.stopPropagation();
    const name = customerNameSchema.safeParse(contact.name);
    const email = emailSchema.safeParse(contact.email);
    setErrors({ name: name.error?.issues[0]?.message, email: email.error?.issues[0]?.message });
    if (!name.success || !email.success) return;
    setPaying(true);
    // The sheet closes once the payment has ended; the screen below says how (Payment Successful, Failed).
    await pay({ name: name.data, email: email.data }, (started) => paySandboxWallet(started.clientSecret));
    close();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={paying}>
      <DialogTitle>Test wallet</DialogTitle>
      <DialogDescription id="test-wallet-total" className="mt-1">
        Pay {SHOP.name} · <span className="font-bold text-tea-900">Total {formatPounds(total)}</span>
      </DialogDescription>
      <ul className="mt-3 grid gap-1 text-sm text-tea-800">
        {lines.map((line) => (
          <li key={line.name} className="flex justify-between gap-3">
            <span>{line.name}</span>
            <span>{formatPounds(line.amount)}</span>
          </li>
        ))}
      </ul>
      <fieldset disabled={paying} className="mt-4 grid gap-3">
        <legend className="text-sm font-semibold text-tea-800">Contact</legend>
        {CONTACT_FIELDS.map(({ key, ...field }) => (
          <TextField
            key={key}
            {...field}
            value={contact[key]}
            error={errors[key]}
            onChange={(event) => setContact({ ...contact, [key]: event.target.value })}
          />
        ))}
      </fieldset>
      <p className="mt-3 text-sm text-taro-700">Test mode: no real money moves.</p>
      <div className="mt-5 grid gap-3">
        <Button type="submit" size="lg" disabled={paying}>
          {paying ? 'Processing...' : `Pay ${formatPounds(total)}`}
        </Button>
        <Button variant="secondary" size="lg" disabled={paying} onClick={close}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function TestWallet({
  total,
  lines,
  pay,
  disabled,
}: {
  total: number;
  lines: readonly WalletLine[];
  pay: WalletPay;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="lg" variant="accent" className="w-full" disabled={disabled} onClick={() => setOpen(true)}>
        <Wallet aria-hidden className="size-5" />
        Test wallet
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? (
          <DialogContent aria-describedby="test-wallet-total" onInteractOutside={(event) => event.preventDefault()}>
            <WalletSheet total={total} lines={lines} pay={pay} close={() => setOpen(false)} />
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
