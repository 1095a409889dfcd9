import type { StaffMember } from '@domain/contracts/staff';
import { PIN_FORMAT_MESSAGE, pinSchema } from '@domain/counter-device';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button, buttonClasses } from '../../../../components/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../../components/dialog';
import { PinField } from './pin-field';
import { useToast } from '../../../../components/toast';
import { SaveError } from '../../../../components/admin/save-error';
import { useSetPin } from '../api/counter-devices';

/** Set PIN on the Staff page: the Owner gives someone the PIN they switch in with on a counter device. */
export function SetPinDialog({ person, onClose }: { person: StaffMember | null; onClose: () => void }) {
  const setPin = useSetPin();
  const toast = useToast();
  const [pin, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const label = person ? (person.name ?? person.email) : '';

  const close = () => {
    setValue('');
    setError(undefined);
    setPin.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!person) return;
    if (!pinSchema.safeParse(pin).success) {
      setError(PIN_FORMAT_MESSAGE);
      return;
    }
    setError(undefined);
    setPin.mutate(
      { id: person.id, pin },
      {
        onSuccess: () => {
          toast({ title: `${label} has a new PIN.`, tone: 'success' });
          close();
        },
      },
    );
  };

  return (
    <Dialog open={person !== null} onOpenChange={(open) => (open ? null : close())}>
      <DialogContent className="max-w-md">
        <DialogTitle>Set PIN for {label}</DialogTitle>
        <DialogDescription>
          They switch in on a counter device with it. Tell it to them in person; they can change it under My PIN.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 grid grid-cols-1 gap-4">
          <PinField
            id="staff-pin"
            label="PIN"
            hint="4 to 6 digits, not another person's."
            value={pin}
            error={error}
            onDigits={setValue}
          />
          {setPin.error ? <SaveError title="The PIN was not set." detail={setPin.error.message} /> : null}
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <DialogClose className={buttonClasses({ variant: 'secondary' })}>Cancel</DialogClose>
            <Button type="submit" variant="primary" busy={setPin.isPending} icon={KeyRound}>
              Set PIN
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
