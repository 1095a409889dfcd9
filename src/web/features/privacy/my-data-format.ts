/** How the data page words and shows what it found. Plain functions, tested in my-data-format.test.ts. */
import { sizeCode, type Size } from '@domain/sizes';

/** Word for word: 'Found N order(s).' */
export function foundOrdersText(count: number): string {
  return `Found ${count} order(s).`;
}

const statusLabels: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  ready: 'Ready for pickup',
  completed: 'Completed',
  refunded: 'Refunded',
  paid: 'Paid',
  needs_review: 'Being checked',
};

export function statusLabel(status: string): string {
  return statusLabels[status] ?? status.replaceAll('_', ' ');
}

/** Refunded red, completed green, others yellow. */
export function statusTone(status: string): 'red' | 'green' | 'yellow' {
  if (status === 'refunded') return 'red';
  if (status === 'completed') return 'green';
  return 'yellow';
}

/** "2 × Taro Milk Tea (LRG)". */
export function lineText(line: { name: string; size: Size; quantity: number; options?: string[] }): string {
  const options = line.options?.length ? ` — ${line.options.join(' · ')}` : '';
  return `${line.quantity} × ${line.name} (${sizeCode(line.size)})${options}`;
}

/** Digits only, at most six: what the code field keeps of what was typed or pasted ("123 456" → "123456"). */
export function cleanCode(input: string): string {
  return input.replace(/\D+/g, '').slice(0, 6);
}
