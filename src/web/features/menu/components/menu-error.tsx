import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/button';

/** The menu could not be loaded: the server's message and a way to try again. */
export function MenuError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="mx-auto my-12 flex max-w-md flex-col items-center gap-3 px-6 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-berry-50 text-berry-600">
        <TriangleAlert aria-hidden className="size-7" />
      </span>
      <h2 className="font-display text-2xl font-bold">We couldn&rsquo;t load the menu</h2>
      <p className="text-tea-700">{message}</p>
      <Button onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden className={retrying ? 'size-4 motion-safe:animate-spin' : 'size-4'} />
        Retry
      </Button>
    </div>
  );
}
