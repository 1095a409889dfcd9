import type { ReactNode } from 'react';
import { Button } from '../button';

/** A block of a staff page: its heading with something beside it (`aside`: a button, a status), then its content. */
export function SectionFrame({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-cream-50 p-4 shadow-sm ring-1 ring-tea-900/5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="font-display text-2xl font-bold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** One "Manage …" block of the admin dashboard: heading, its + Add button, then its content. */
export function AdminSection({
  id,
  title,
  addLabel,
  onAdd,
  children,
}: {
  id: string;
  title: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <SectionFrame
      id={id}
      title={title}
      aside={
        <Button size="sm" variant="accent" onClick={onAdd}>
          {addLabel}
        </Button>
      }
    >
      <div className="mt-4 grid grid-cols-1 gap-4">{children}</div>
    </SectionFrame>
  );
}

/** Edit and Delete on a card. */
export function CardActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex gap-2">
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button size="sm" variant="danger" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </div>
  );
}
