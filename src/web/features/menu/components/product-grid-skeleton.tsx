/** Placeholder cards while the menu loads, so the page does not jump when it arrives. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div aria-busy="true" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <p role="status" className="sr-only">
        Loading the menu…
      </p>
      <div aria-hidden className="h-7 w-40 rounded-full bg-cream-300 motion-safe:animate-shimmer" />
      <div aria-hidden className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: count }, (_, index) => (
          <div
            key={index}
            className="grid grid-cols-[6.5rem_1fr] gap-4 rounded-3xl bg-white p-3 ring-1 ring-tea-900/10 sm:flex sm:flex-col"
          >
            <div className="aspect-square w-full rounded-2xl bg-cream-200 motion-safe:animate-shimmer" />
            <div className="flex flex-col gap-2 sm:px-1">
              <div className="h-5 w-3/4 rounded-full bg-cream-300 motion-safe:animate-shimmer" />
              <div className="h-4 w-full rounded-full bg-cream-200 motion-safe:animate-shimmer" />
              <div className="h-4 w-1/3 rounded-full bg-cream-200 motion-safe:animate-shimmer" />
              <div className="mt-2 grid grid-cols-2 gap-2">
                <div className="h-16 rounded-2xl bg-cream-200 motion-safe:animate-shimmer" />
                <div className="h-16 rounded-2xl bg-cream-200 motion-safe:animate-shimmer" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
