import type { TrackingStep } from '@domain/order-tracking';
import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';

/**
 * The order's progress line: an ordered list, the current step marked with aria-current="step" and in
 * words for screen readers; vertical on a phone, across on wider screens.
 */
export function ProgressSteps({ steps }: { steps: TrackingStep[] }) {
  return (
    <ol aria-label="Order progress" className="grid gap-3 sm:flex sm:items-start sm:gap-0">
      {steps.map((step, index) => (
        <li
          key={step.status}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className="relative flex items-center gap-3 sm:flex-1 sm:flex-col sm:gap-2 sm:text-center"
        >
          {index > 0 ? (
            <span
              aria-hidden
              className={cn(
                'absolute top-5 right-1/2 hidden h-1 w-full -translate-y-1/2 sm:block',
                step.state === 'upcoming' ? 'bg-tea-900/10' : 'bg-matcha-600',
              )}
            />
          ) : null}
          <span
            aria-hidden
            className={cn(
              'relative z-10 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold ring-2',
              step.state === 'done' && 'bg-matcha-600 text-white ring-matcha-600',
              step.state === 'current' &&
                (step.status === 'refunded'
                  ? 'bg-berry-600 text-white ring-berry-600'
                  : 'bg-taro-600 text-white ring-4 ring-taro-200'),
              step.state === 'upcoming' && 'bg-white text-tea-700 ring-tea-900/20',
            )}
          >
            {step.state === 'done' ? <Check className="size-5" /> : index + 1}
          </span>
          <span
            className={cn(
              'text-base',
              step.state === 'current' ? 'font-extrabold text-tea-900' : 'font-medium text-tea-800',
            )}
          >
            {step.label}
            <span className="sr-only">
              {step.state === 'done' ? ' (done)' : step.state === 'current' ? ' (current step)' : ' (to come)'}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
