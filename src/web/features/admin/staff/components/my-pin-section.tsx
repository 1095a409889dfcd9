import { PIN_FORMAT_MESSAGE, pinSchema } from '@domain/counter-device';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/button';
import { TextField, textState } from '../../../../components/form-field';
import { PinField } from './pin-field';
import { SectionFrame } from '../../../../components/admin/admin-section';
import { SaveError } from '../../../../components/admin/save-error';
import { useSetMyPin } from '../api/counter-devices';

interface Errors {
  password?: string | undefined;
  pin?: string | undefined;
  again?: string | undefined;
}

/** My PIN: a new PIN, twice, with the person's password (so nobody at a screen left switched in can change it). */
export function MyPinSection() {
  const save = useSetMyPin();
  const [password, setPassword] = useState('');
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      password: password ? undefined : 'Please enter your password.',
      pin: pinSchema.safeParse(pin).success ? undefined : PIN_FORMAT_MESSAGE,
      again: again === pin ? undefined : 'The two PINs are not the same.',
    };
    setErrors(found);
    if (found.password || found.pin || found.again) return;
    save.mutate(
      { password, pin },
      {
        onSuccess: () => {
          setPassword('');
          setPin('');
          setAgain('');
        },
      },
    );
  };

  return (
    <SectionFrame id="my-pin-title" title="My PIN" aside={null}>
      <form onSubmit={submit} noValidate className="mt-4 grid max-w-md grid-cols-1 gap-4">
        <TextField
          id="my-pin-password"
          label="Your password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
          {...textState(password, setPassword)}
        />
        <PinField
          id="my-pin-new"
          label="New PIN"
          hint="4 to 6 digits, yours alone."
          value={pin}
          error={errors.pin}
          onDigits={setPin}
        />
        <PinField id="my-pin-again" label="New PIN again" value={again} error={errors.again} onDigits={setAgain} />
        {save.error ? <SaveError title="Your PIN was not saved." detail={save.error.message} /> : null}
        {save.isSuccess ? (
          <p role="status" className="font-semibold text-tea-900">
            Your PIN is saved.
          </p>
        ) : null}
        <div>
          <Button type="submit" variant="accent" busy={save.isPending} icon={KeyRound}>
            Save PIN
          </Button>
        </div>
      </form>
    </SectionFrame>
  );
}
