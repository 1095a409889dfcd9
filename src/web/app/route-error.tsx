import { RotateCw } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { Button } from '../components/button';

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a new version was deployed). */
export function RouteError() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="font-display text-3xl font-extrabold">Something went wrong</h1>
      <p className="text-tea-700">This page could not be shown. Reloading usually fixes it.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden className="size-4" /> Reload
        </Button>
        <Button variant="secondary" onClick={() => window.location.assign('/')}>
          Back to Home
        </Button>
      </div>
    </main>
  );
}

/** Catches a render error anywhere in the pages and shows RouteError instead of a blank screen. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
