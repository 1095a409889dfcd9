import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export const inputClasses =
  'mt-1 block w-full rounded-xl border-0 bg-white px-3.5 py-2.5 text-base text-tea-900 ring-1 ring-inset ring-tea-400/70 ' +
  'placeholder:text-tea-500 focus:ring-2 focus:ring-taro-600 focus:outline-none disabled:bg-cream-100 ' +
  'aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-berry-600';

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}

/** Label, control, hint and error, tied together for screen readers. */
function FieldFrame({ id, label, hint, error, children, className }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-tea-900">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-tea-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-berry-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, hint?: string, error?: string) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

type Common = {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  frameClassName?: string;
};

export function TextField({
  id,
  label,
  hint,
  error,
  frameClassName,
  className,
  ...input
}: Common & ComponentProps<'input'>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={frameClassName}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(inputClasses, className)}
        {...input}
      />
    </FieldFrame>
  );
}

export function SelectField({
  id,
  label,
  hint,
  error,
  frameClassName,
  className,
  children,
  ...select
}: Common & ComponentProps<'select'>) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={frameClassName}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(inputClasses, 'pr-8', className)}
        {...select}
      >
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

/** A save that failed: the spec's words first, then what the server said. */
export function SaveError({ title, detail }: { title: string; detail?: string | undefined }) {
  return (
    <div role="alert" className="rounded-2xl bg-berry-50 px-4 py-3 text-berry-700 ring-1 ring-berry-500/30">
      <p className="font-semibold">{title}</p>
      {detail && detail !== title ? <p className="mt-0.5 text-sm">{detail}</p> : null}
    </div>
  );
}
