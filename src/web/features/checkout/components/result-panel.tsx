import { CircleAlert, CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type Tone = 'processing' | 'success' | 'failure' | 'cancelled';

const icons: Record<Tone, ReactNode> = {
  processing: <LoaderCircle aria-hidden className="size-9 motion-safe:animate-spin" />,
  success: <CircleCheck aria-hidden className="size-9" />,
  failure: <CircleAlert aria-hidden className="size-9" />,
  cancelled: <CircleX aria-hidden className="size-9" />,
};

const iconColours: Record<Tone, string> = {
  processing: 'bg-taro-100 text-taro-700',
  success: 'bg-matcha-100 text-matcha-700',
  failure: 'bg-berry-100 text-berry-700',
  cancelled: 'bg-cream-200 text-tea-700',
};

/** The card an outcome page shows: an icon, the heading, the message, anything else, and the way on. */
export function ResultPanel({
  tone,
  title,
  message,
  children,
  action,
}: {
  tone: Tone;
  title: string;
  message?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-br from-taro-100 via-cream-100 to-berry-50 px-4 py-12 sm:py-20">
      <div className="mx-auto max-w-lg rounded-3xl bg-cream-50 p-6 text-center shadow-xl shadow-tea-900/10 ring-1 ring-tea-900/5 sm:p-10">
        <span className={cn('mx-auto inline-flex size-16 items-center justify-center rounded-full', iconColours[tone])}>
          {icons[tone]}
        </span>
        <h1 className="mt-4 font-display text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {message ? (
          <p role={tone === 'failure' ? 'alert' : 'status'} className="mt-3 text-lg text-tea-800">
            {message}
          </p>
        ) : null}
        {children}
        {action ? <div className="mt-8 flex justify-center">{action}</div> : null}
      </div>
    </div>
  );
}
