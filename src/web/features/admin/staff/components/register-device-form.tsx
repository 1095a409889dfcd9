import { Tablet } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/button';
import { requiredText, TextField, textState } from '../../../../components/form-field';
import { useNavigate } from '../../../../lib/router';
import { SaveError } from '../../../../components/admin/save-error';
import { useRegisterDevice } from '../api/counter-devices';

/**
 * Sign this tablet in as a Counter device: done once, on the tablet itself, by an Owner or a Manager. Their own session
 * on it ends, and the tablet shows its PIN screen from then on.
 */
export function RegisterDeviceForm() {
  const register = useRegisterDevice();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = requiredText(name, 'Please name the device.', setError);
    if (text) register.mutate(text, { onSuccess: () => navigate('/counter-device', { replace: true }) });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="register-device-title"
      className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-tea-900/10"
    >
      <h3 id="register-device-title" className="text-lg font-bold">
        This tablet
      </h3>
      <p className="text-sm text-tea-700">
        Sign in this browser as a Counter device, here on the tablet that stays at the counter. You are signed out of it
        at once; from then on it shows the PIN screen until it is revoked.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          id="device-name"
          label="Device name"
          maxLength={40}
          autoComplete="off"
          placeholder="Front counter"
          error={error}
          frameClassName="min-w-60 flex-1"
          {...textState(name, setName)}
        />
        <Button type="submit" variant="accent" busy={register.isPending} icon={Tablet}>
          Sign in as a Counter device
        </Button>
      </div>
      {register.error ? <SaveError title="This tablet was not signed in." detail={register.error.message} /> : null}
    </form>
  );
}
