import { cn } from '../../../lib/cn';

/** A message a payment form announces when it appears (server and provider messages). */
export function PaymentAlert({ children, className }: { children: string; className?: string }) {
  return (
    <p
      role="alert"
      className={cn(
        'rounded-xl bg-berry-50 px-3.5 py-2.5 font-medium text-berry-700 ring-1 ring-berry-500/30',
        className,
      )}
    >
      {children}
    </p>
  );
}
