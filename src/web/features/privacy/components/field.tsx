import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn';

/** The shop's text-field look (as on the Contact page). */
export const fieldClasses =
  'mt-1.5 block w-full rounded-2xl border-0 bg-cream-50 px-4 py-3 text-lg text-tea-900 ring-1 ring-inset ring-tea-400/70 ' +
  'placeholder:text-tea-500 focus:bg-white focus:ring-2 focus:ring-taro-600 focus:outline-none ' +
  'aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-berry-600';

/** A labelled input with an optional hint and error, both tied to it for screen readers. */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  ...input
}: ComponentProps<'input'> & { id: string; label: string; hint?: string; error?: string | undefined }) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-tea-700">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={cn(fieldClasses, className)}
        {...input}
      />
      {error ? <FormError id={`${id}-error`}>{error}</FormError> : null}
    </div>
  );
}

/** A message from the server or the form, announced when it appears. */
export function FormError({ id, children }: { id?: string; children: string }) {
  return (
    <p id={id} role="alert" className="mt-2 flex items-start gap-2 font-medium text-berry-700">
      {children}
    </p>
  );
}
