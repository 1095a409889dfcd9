import type { ReactNode } from 'react';

/**
 * A control under its own label, for the forms that do not use the FieldFrame look: a page's own form (Contact,
 * Login) and the staff pages' filters, whose labels are `small`. The control carries the same `id`.
 */
export function Labelled({
  id,
  label,
  small = false,
  className,
  children,
}: {
  id: string;
  label: string;
  small?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={small ? 'text-sm font-semibold' : 'font-semibold'}>
        {label}
      </label>
      {children}
    </div>
  );
}
