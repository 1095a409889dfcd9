import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const paymentFieldClasses =
  'mt-1 block w-full rounded-xl border-0 bg-white px-3.5 py-2.5 text-base text-tea-900 ring-1 ring-inset ring-tea-400/70 ' +
  'placeholder:text-tea-500 focus:ring-2 focus:ring-taro-600 focus:outline-none disabled:bg-cream-100 ' +
  'aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-berry-600';

/** A labelled input of a payment form, its error tied to it for screen readers. */
export function PaymentField({
  id,
  label,
  error,
  className,
  ...input
}: ComponentProps<'input'> & { id: string; label: string; error?: string | undefined }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-tea-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={paymentFieldClasses}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-berry-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A message a payment form announces when it appears (server and provider messages, spec §8). */
export function PaymentAlert({ children, className }: { children: string; className?: string }) {
  return (
    <p
      role="alert"
      className={cn(
        'rounded-xl bg-berry-50 px-3.5 py-2.5 font-medium text-berry-700 ring-1 ring-berry-500/30',
        className,
      )}
    >
      {children}
    </p>
  );
}
