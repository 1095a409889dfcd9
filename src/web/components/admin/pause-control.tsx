import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../button';
import { useToast } from '../toast';
import { useChangeOpening, useOpeningSettings } from '../../lib/admin/opening-settings';

const CHOICES = [
  { minutes: 15, label: '15 minutes' },
  { minutes: 30, label: '30 minutes' },
  { minutes: 60, label: '60 minutes' },
  { minutes: null, label: 'Until resumed' },
] as const;

/**
 * On /orders, the make screen and /admin/hours: **Pause online orders** for 15, 30 or 60 minutes or until resumed; while paused it reads
 * **Resume online orders**. Every storefront hears the change within a second (the server fans it out).
 */
export function PauseControl() {
  const { data } = useOpeningSettings();
  const change = useChangeOpening();
  const toast = useToast();
  const [choosing, setChoosing] = useState(false);
  if (!data) return null;

  const run = (request: Parameters<typeof change.mutate>[0], done: string) =>
    change.mutate(request, {
      onSuccess: () => {
        setChoosing(false);
        toast({ title: done, tone: 'success' });
      },
      onError: (error) => toast({ title: 'That did not work.', description: error.message }),
    });

  if (data.paused) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-red-50 px-4 py-3 ring-1 ring-red-700/30">
        <p className="font-semibold text-red-800">{data.status.text}</p>
        <Button
          size="sm"
          disabled={change.isPending}
          onClick={() => run({ action: 'resume' }, 'Online orders resumed.')}
        >
          <Play aria-hidden className="size-4" />
          Resume online orders
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={choosing}
        aria-controls="pause-choices"
        onClick={() => setChoosing(!choosing)}
      >
        <Pause aria-hidden className="size-4" />
        Pause online orders
      </Button>
      {choosing ? (
        <div id="pause-choices" role="group" aria-label="Pause for" className="flex flex-wrap gap-2">
          {CHOICES.map((choice) => (
            <Button
              key={choice.label}
              variant="ghost"
              size="sm"
              disabled={change.isPending}
              onClick={() =>
                run(
                  { action: 'pause', minutes: choice.minutes },
                  choice.minutes === null
                    ? 'Online orders paused until you resume them.'
                    : `Online orders paused for ${choice.label}.`,
                )
              }
            >
              {choice.label}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
