import type { ComponentProps } from 'react';
import { CheckboxField, TextField } from '../../../components/form-field';

/** The box's words: the contract the journeys and the issue name. */
const READY_TEXT_LABEL = "Text me when it's ready";

/**
 * "Text me when it's ready", offered only where the shop sends texts (SMS_PROVIDER): a UK mobile number, checked
 * before paying, that gets one text when the order is ready and nothing else. It is not remembered on this device and
 * is kept with the order only (erased with the customer's data).
 */
export function ReadyTextField({
  idPrefix,
  checked,
  onChecked,
  number,
  disabled,
}: {
  idPrefix: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  /** The number field, registered with the form, and its error. */
  number: ComponentProps<'input'> & { error?: string | undefined };
  disabled: boolean;
}) {
  const { error, ...input } = number;
  return (
    <div className="grid gap-2 text-sm">
      <CheckboxField
        id={`${idPrefix}-ready-text`}
        label={READY_TEXT_LABEL}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChecked(event.target.checked)}
      />
      {checked ? (
        <TextField
          id={`${idPrefix}-ready-text-number`}
          label="UK mobile number"
          hint="One text when your order is ready, nothing else."
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="07400 123456"
          error={error}
          {...input}
        />
      ) : null}
    </div>
  );
}
