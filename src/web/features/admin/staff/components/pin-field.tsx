import { PIN_MAX_DIGITS } from '@domain/counter-device';
import type { ComponentProps } from 'react';
import { TextField } from '../../../../components/form-field';

/**
 * A PIN as staff type it: hidden, on the number keyboard, never offered by the browser's autofill, and holding only
 * digits, no more than a PIN has (anything else typed or pasted is dropped as it comes).
 */
export function PinField({
  onDigits,
  ...props
}: Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode' | 'autoComplete' | 'onChange'> & {
  onDigits: (pin: string) => void;
}) {
  return (
    <TextField
      {...props}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      onChange={(event) => onDigits(event.target.value.replace(/\D/g, '').slice(0, PIN_MAX_DIGITS))}
    />
  );
}
