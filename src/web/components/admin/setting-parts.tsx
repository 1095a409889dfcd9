import type { OpeningSettingsAnswer } from '@domain/contracts/opening-hours';
import { useState, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { Button } from '../button';
import { CheckboxField, SelectField, WholeNumberField } from '../form-field';
import { useToast } from '../toast';
import { useChangeOpening, useOpeningSettings, type OpeningChange } from '../../lib/admin/opening-settings';

/** A count with its noun: "1 drink", "3 drinks". */
export const countText = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** A staff setting's change, and what the toast says after it: `saved` titles, `refuse` says why it was not. */
export function useSettingChange(refusedTitle: string) {
  const change = useChangeOpening();
  const toast = useToast();
  return {
    change,
    saved: (title: string) => toast({ title, tone: 'success' }),
    refuse: (message: string) => toast({ title: refusedTitle, description: message }),
  };
}

/** The field's whole number, or the schema's refusal in words (`fallback` where it has none). */
export function parseSetting<T>(
  schema: ZodType<T>,
  text: string,
  fallback: string,
): { ok: true; value: T } | { ok: false; message: string } {
  const parsed = schema.safeParse(text.trim() === '' ? Number.NaN : Number(text));
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? fallback };
}

/** One setting's box in the Opening hours section: its legend, what it is now, then its fields. */
export function SettingFieldset({ legend, now, children }: { legend: string; now: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="mt-6 rounded-2xl bg-white p-3 ring-1 ring-tea-900/10">
      <legend className="px-1 font-display text-xl font-bold">{legend}</legend>
      <p className="text-sm text-tea-700">{now}</p>
      {children}
    </fieldset>
  );
}

/** An optional limit's state: whether it is on, the number typed, and why it was refused. */
export function useOptionalLimit(saved: number | null, fallback: number) {
  const [limited, setLimited] = useState(saved !== null);
  const [text, setText] = useState(String(saved ?? fallback));
  const [error, setError] = useState<string | undefined>();
  /** The limit typed (null while off), or the schema's refusal in words. */
  const read = <T,>(schema: ZodType<T>, fallback: string) =>
    limited ? parseSetting(schema, text, fallback) : ({ ok: true, value: null } as const);
  return { limited, setLimited, text, setText, error, setError, read };
}

/**
 * A limit that is off until ticked (`toggle`), then its number field (`field`, disabled while off) and the Save
 * button (`saveLabel`).
 */
export function OptionalLimit({
  toggle,
  field,
  saveLabel,
  limit,
  pending,
  onSave,
}: {
  toggle: { id: string; label: string };
  field: { id: string; label: string; hint?: string; min: number; max: number };
  saveLabel: string;
  limit: ReturnType<typeof useOptionalLimit>;
  pending: boolean;
  onSave: () => void;
}) {
  return (
    <>
      <CheckboxField
        {...toggle}
        className="mt-3"
        checked={limit.limited}
        onChange={(event) => limit.setLimited(event.target.checked)}
      />
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <WholeNumberField
          frameClassName="w-56"
          {...field}
          disabled={!limit.limited}
          value={limit.text}
          error={limit.error}
          onChange={(event) => limit.setText(event.target.value)}
        />
        <Button onClick={onSave} busy={pending}>
          {saveLabel}
        </Button>
      </div>
    </>
  );
}

/**
 * A counter setting on /orders chosen from a short list (`choices`; a value stored by the API outside it is still
 * shown). The server keeps it and the select shows what it answered (`current` reads it from the shop's settings,
 * nothing is shown until they have come); a refusal is said at the field and in a toast.
 */
export function SettingSelect({
  id,
  label,
  hint,
  current,
  choices,
  choiceLabel = String,
  change: toChange,
  savedTitle,
  refusedTitle,
}: {
  id: string;
  label: string;
  hint: string | ((settings: OpeningSettingsAnswer) => string);
  current: (settings: OpeningSettingsAnswer) => number;
  choices: readonly number[];
  choiceLabel?: (value: number) => string;
  change: (value: number) => OpeningChange;
  savedTitle: (value: number, settings: OpeningSettingsAnswer) => string;
  refusedTitle: string;
}) {
  const { data: latest } = useOpeningSettings();
  const { change, saved, refuse } = useSettingChange(refusedTitle);
  const [error, setError] = useState<string | undefined>();
  if (!latest) return null;
  const stored = current(latest);
  const shown = choices.includes(stored) ? choices : [...choices, stored];

  const choose = (value: number) => {
    setError(undefined);
    change.mutate(toChange(value), {
      onSuccess: (settings) => saved(savedTitle(value, settings)),
      onError: (failure) => {
        setError(failure.message);
        refuse(failure.message);
      },
    });
  };

  return (
    <SelectField
      id={id}
      label={label}
      hint={typeof hint === 'string' ? hint : hint(latest)}
      error={error}
      frameClassName="w-52"
      value={stored}
      disabled={change.isPending}
      aria-busy={change.isPending}
      onChange={(event) => choose(Number(event.target.value))}
    >
      {shown.map((value) => (
        <option key={value} value={value}>
          {choiceLabel(value)}
        </option>
      ))}
    </SelectField>
  );
}
