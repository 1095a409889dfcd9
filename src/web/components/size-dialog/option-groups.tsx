import { choiceHint, choiceLimits, optionPrice, type OptionGroup } from '@domain/drink-options';
import { formatPounds } from '@domain/money';
import type { Size } from '@domain/sizes';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';

/**
 * A drink's option groups in the size dialog. A single-choice group is radio buttons in a fieldset whose
 * legend is the group's name (Sugar, Ice); a multi-choice group is checkboxes (Toppings) with its limit as a hint and,
 * when the customer tries to pass it, a message. Each option's name comes first, then its surcharge when above 0;
 * sold-out options are shown disabled.
 */
export function OptionGroups({
  groups,
  size,
  chosen,
  onChange,
}: {
  groups: readonly OptionGroup[];
  size: Size;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  return (
    <div className="mt-5 flex flex-col gap-4">
      {groups.map((group) => (
        <OptionGroupFieldset key={group.id} group={group} size={size} chosen={chosen} onChange={onChange} />
      ))}
    </div>
  );
}

function OptionGroupFieldset({
  group,
  size,
  chosen,
  onChange,
}: {
  group: OptionGroup;
  size: Size;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { max } = choiceLimits(group);
  const mine = new Set(group.options.map((option) => option.id));
  const picked = chosen.filter((optionId) => mine.has(optionId));
  const others = chosen.filter((optionId) => !mine.has(optionId));
  const hint = choiceHint(group);

  const toggle = (optionId: string, checked: boolean) => {
    if (group.kind === 'single') {
      onChange([...others, optionId]);
      return;
    }
    if (checked && picked.length >= max) {
      setRefusal(hint);
      return;
    }
    setRefusal(null);
    onChange(checked ? [...chosen, optionId] : chosen.filter((value) => value !== optionId));
  };

  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="font-display text-base font-bold text-tea-900">{group.name}</legend>
      <p id={`${id}-hint`} className="text-sm text-tea-700">
        {hint}
      </p>
      <div
        className={cn(
          'mt-2 grid gap-2',
          // Priced options need the room for their surcharge: one column on a phone.
          group.options.some((option) => optionPrice(option, size) > 0)
            ? 'grid-cols-1 min-[440px]:grid-cols-2'
            : 'grid-cols-2',
        )}
      >
        {group.options.map((option) => {
          const price = optionPrice(option, size);
          const checked = picked.includes(option.id);
          return (
            <label
              key={option.id}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-2xl px-3 py-2 text-sm ring-1 ring-inset ring-tea-900/15',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-berry-600',
                checked && 'bg-taro-50 ring-2 ring-taro-500',
                option.soldOut && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type={group.kind === 'single' ? 'radio' : 'checkbox'}
                name={`${id}-${group.id}`}
                value={option.id}
                checked={checked}
                disabled={option.soldOut}
                onChange={(event) => toggle(option.id, event.target.checked)}
                className="size-4 shrink-0 accent-berry-600"
              />
              <span className="min-w-0 flex-1 font-semibold text-tea-900 [overflow-wrap:anywhere]">{option.name}</span>
              {/* The surcharge and the sold-out mark stack at the end, so a long name wraps beside them, never under. */}
              {price > 0 || option.soldOut ? (
                <span className="flex shrink-0 flex-col items-end text-right leading-tight">
                  {price > 0 ? <span className="tabular-nums text-tea-700">+{formatPounds(price)}</span> : null}
                  {option.soldOut ? <span className="text-xs font-bold uppercase text-tea-700">Sold out</span> : null}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
      <p role="status" className="mt-1 min-h-5 text-sm font-semibold text-berry-700">
        {refusal}
      </p>
    </fieldset>
  );
}
