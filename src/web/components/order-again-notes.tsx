import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { takeOrderAgainNotes } from '../lib/basket';

/** On the basket's page after Order again: the drinks left out and why ("Taro Milk Tea is sold out"). */
export function OrderAgainNotes() {
  const [notes] = useState(takeOrderAgainNotes);
  if (notes.length === 0) return null;
  return (
    <div role="status" className="mt-6 rounded-2xl bg-berry-50 p-4 text-berry-800 ring-1 ring-berry-500/30">
      <p className="flex items-center gap-2 font-semibold">
        <CircleAlert aria-hidden className="size-5" />
        Some drinks of your last order were left out:
      </p>
      <ul className="mt-1 list-disc pl-9">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}
