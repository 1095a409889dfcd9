import { LoaderCircle, type LucideIcon } from 'lucide-react';

/** A button's icon that turns into a spinner while its action is under way. `className` sizes both. */
export function BusyIcon({ busy, icon: Icon, className }: { busy: boolean; icon: LucideIcon; className: string }) {
  return busy ? (
    <LoaderCircle aria-hidden className={`${className} motion-safe:animate-spin`} />
  ) : (
    <Icon aria-hidden className={className} />
  );
}
