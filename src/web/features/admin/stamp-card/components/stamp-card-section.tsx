import type { StampCardSettingsAnswer } from '@domain/contracts/loyalty';
import { MAX_STAMPS_PER_REWARD, MIN_STAMPS_PER_REWARD } from '@domain/stamp-card';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { CheckboxField, textState, WholeNumberField } from '../../../../components/form-field';
import { useToast } from '../../../../components/toast';
import { useMenu } from '../../../../lib/menu/get-menu';
import { SectionFrame } from '../../../../components/admin/admin-section';
import { CategoryCheckboxes } from '../../../../components/admin/category-checkboxes';
import { SaveError } from '../../../../components/admin/save-error';
import { useSaveStampCardSettings, useStampCardSettings } from '../api/stamp-card-settings';

/**
 * The admin dashboard's Stamp card: on or off, Stamps for a free drink, and which categories earn stamps (the free
 * drink is one of theirs, at REG size). Saving is audited by the server.
 */
export function StampCardSection() {
  const settings = useStampCardSettings();
  return (
    <SectionFrame id="stamp-card-heading" title="Stamp card" aside={null}>
      {settings.data ? (
        <StampCardForm key={JSON.stringify(settings.data)} saved={settings.data} />
      ) : (
        <p className="mt-3 text-tea-700">{settings.error ? settings.error.message : 'Loading…'}</p>
      )}
    </SectionFrame>
  );
}

function StampCardForm({ saved }: { saved: StampCardSettingsAnswer }) {
  const categories = useMenu().data?.categories ?? [];
  const save = useSaveStampCardSettings();
  const toast = useToast();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [stamps, setStamps] = useState(String(saved.stampsPerReward));
  const [earning, setEarning] = useState(new Set(saved.categories));
  const toggle = (value: string, on: boolean) =>
    setEarning((current) => {
      const next = new Set(current);
      if (on) next.add(value);
      else next.delete(value);
      return next;
    });
  const submit = () =>
    save.mutate(
      { enabled, stampsPerReward: Number(stamps), categories: [...earning] },
      { onSuccess: () => toast({ title: 'Stamp card saved.', tone: 'success' }) },
    );

  return (
    <form
      className="mt-4 grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="text-tea-700">
        Each paid cup of an earning category adds a stamp to the card of the customer&apos;s e-mail address. A full card
        gives one free drink at REG size; toppings and a LRG upgrade are still charged.
      </p>
      <CheckboxField
        id="stamp-card-enabled"
        label="Stamp card on"
        checked={enabled}
        onChange={(event) => setEnabled(event.target.checked)}
      />
      <WholeNumberField
        id="stamp-card-stamps"
        label="Stamps for a free drink"
        min={MIN_STAMPS_PER_REWARD}
        max={MAX_STAMPS_PER_REWARD}
        frameClassName="max-w-56"
        {...textState(stamps, setStamps)}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-tea-900">Categories that earn stamps</legend>
        <CategoryCheckboxes
          idPrefix="stamp-card-category"
          categories={categories}
          isChosen={(value) => earning.has(value)}
          onToggle={toggle}
          className="mt-2"
        />
      </fieldset>
      {save.error ? <SaveError title="The stamp card could not be saved." detail={save.error.message} /> : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save stamp card'}
        </Button>
      </div>
    </form>
  );
}
