/**
 * The shop's one labelled field: label, control, hint and error, tied together for screen readers. Two looks:
 * 'compact' for dialogs and staff forms (the Checkout dialog, the hosted checkout page, the admin forms) and 'roomy'
 * for a page's own form (Request My Data), whose hint sits above the control and whose error is announced.
 */
import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export type FieldLook = 'compact' | 'roomy';

/** The compact control's look, also used by staff filters and inline inputs without a label of this kind. */
export const inputClasses =
  'mt-1 block w-full rounded-xl border-0 bg-white px-3.5 py-2.5 text-base text-tea-900 ring-1 ring-inset ring-tea-400/70 ' +
  'placeholder:text-tea-500 focus:ring-2 focus:ring-taro-600 focus:outline-none disabled:bg-cream-100 ' +
  'aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-berry-600';

/** The roomy control's look (as on the Contact page). */
export const roomyInputClasses =
  'mt-1.5 block w-full rounded-2xl border-0 bg-cream-50 px-4 py-3 text-lg text-tea-900 ring-1 ring-inset ring-tea-400/70 ' +
  'placeholder:text-tea-500 focus:bg-white focus:ring-2 focus:ring-taro-600 focus:outline-none ' +
  'aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-berry-600';

/**
 * A control whose text is kept in a `useState`: its value, and the change that keeps what was typed, to spread onto
 * a field or an input (`{...textState(name, setName)}`), so no form writes that change handler again.
 */
export function textState(value: string, setValue: (value: string) => void) {
  return { value, onChange: (event: ChangeEvent<{ value: string }>) => setValue(event.target.value) };
}

/**
 * A field that must not be left empty: what was typed, trimmed, to send; or null once `missing` is shown by the field.
 * The error is cleared as soon as there is text, so a fixed field stops saying what was wrong.
 */
export function requiredText(value: string, missing: string, setError: (error: string | undefined) => void) {
  const text = value.trim();
  setError(text ? undefined : missing);
  return text || null;
}

const controlClasses: Record<FieldLook, string> = { compact: inputClasses, roomy: roomyInputClasses };

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  look: FieldLook;
  children: ReactNode;
  className?: string | undefined;
}

/** A compact field shows its hint only while there is no error; a roomy one always shows it, above the control. */
const showsHint = (look: FieldLook, hint?: string, error?: string) => Boolean(hint) && (look === 'roomy' || !error);

function describedBy(id: string, look: FieldLook, hint?: string, error?: string): string | undefined {
  const ids = [showsHint(look, hint, error) ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function FieldFrame({ id, label, hint, error, look, children, className }: FieldFrameProps) {
  const hintText = showsHint(look, hint, error) ? hint : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={look === 'roomy' ? 'font-semibold' : 'text-sm font-semibold text-tea-900'}>
        {label}
      </label>
      {look === 'roomy' && hintText ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-tea-700">
          {hintText}
        </p>
      ) : null}
      {children}
      {look === 'compact' && hintText ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-tea-700">
          {hintText}
        </p>
      ) : null}
      {error ? (
        look === 'roomy' ? (
          <p id={`${id}-error`} role="alert" className="mt-2 flex items-start gap-2 font-medium text-berry-700">
            {error}
          </p>
        ) : (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-berry-700">
            {error}
          </p>
        )
      ) : null}
    </div>
  );
}

type Common = {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  look?: FieldLook;
  /** Classes of the wrapper (a grid span, say); className goes to the control. */
  frameClassName?: string | undefined;
};

/** A field's props split between its frame (label, hint, error) and its control (id and ARIA tied to them, the rest). */
function fieldParts<P extends Common>({ id, label, hint, error, look = 'compact', frameClassName, ...rest }: P) {
  return {
    frame: { id, label, hint, error, look, className: frameClassName },
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, look, hint, error),
      ...rest,
    },
    look,
  };
}

export function TextField({ className, ...props }: Common & ComponentProps<'input'>) {
  const { frame, control, look } = fieldParts(props);
  return (
    <FieldFrame {...frame}>
      <input {...control} className={cn(controlClasses[look], className)} />
    </FieldFrame>
  );
}

/** A whole number (a count, minutes): the number keyboard on a phone, and no fractions by the arrows. */
export function WholeNumberField(props: Common & ComponentProps<'input'>) {
  return <TextField type="number" inputMode="numeric" step={1} {...props} />;
}

/** A few lines of text (a product's description). */
export function TextAreaField({ className, ...props }: Common & ComponentProps<'textarea'>) {
  const { frame, control, look } = fieldParts(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...control} className={cn(controlClasses[look], 'resize-y', className)} />
    </FieldFrame>
  );
}

export function SelectField({ className, children, ...props }: Common & ComponentProps<'select'>) {
  const { frame, control, look } = fieldParts(props);
  return (
    <FieldFrame {...frame}>
      <select {...control} className={cn(controlClasses[look], 'pr-8', className)}>
        {children}
      </select>
    </FieldFrame>
  );
}

export function CheckboxField({
  id,
  label,
  className,
  ...input
}: { id: string; label: string } & Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className={cn('flex items-center gap-2.5', className)}>
      <input id={id} type="checkbox" className="size-5 rounded accent-taro-600" {...input} />
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
    </div>
  );
}
