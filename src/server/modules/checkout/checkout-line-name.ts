import { optionSummary, type ChosenOption } from '@domain/drink-options';
import { sizeCode, type Size } from '@domain/sizes';

/**
 * A line's name on the hosted checkout page and the provider's session: "Classic Milk Tea (L) — 25% sugar · Less ice ·
 * Tapioca pearls" (a line shows its options wherever it is shown).
 */
export function hostedLineName(line: { name: string; size: Size; options?: readonly Pick<ChosenOption, 'name'>[] }) {
  const summary = optionSummary(line.options);
  const base = `${line.name} (${sizeCode(line.size)})`;
  return summary ? `${base} — ${summary}` : base;
}
