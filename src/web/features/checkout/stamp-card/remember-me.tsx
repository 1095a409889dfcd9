import { CheckboxField } from '../../../components/form-field';

/**
 * "Remember me on this device", in the Checkout dialog and on the order page, (unticked unless details are remembered already) and, when
 * details are remembered, Forget, which clears them from this browser at once.
 */
export function RememberMe({
  idPrefix = 'checkout',
  checked,
  remembered,
  disabled,
  onChange,
  onForget,
}: {
  /** The box's id is `${idPrefix}-remember`: one per screen. */
  idPrefix?: string;
  checked: boolean;
  remembered: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  onForget: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <CheckboxField
        id={`${idPrefix}-remember`}
        label="Remember me on this device"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {remembered ? (
        <button
          type="button"
          className="font-semibold text-taro-700 underline underline-offset-2"
          disabled={disabled}
          onClick={onForget}
        >
          Forget my details
        </button>
      ) : null}
    </div>
  );
}
