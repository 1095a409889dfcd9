/** A save that failed: the shop's own words first, then what the server said. */
export function SaveError({ title, detail }: { title: string; detail?: string | undefined }) {
  return (
    <div role="alert" className="rounded-2xl bg-berry-50 px-4 py-3 text-berry-700 ring-1 ring-berry-500/30">
      <p className="font-semibold">{title}</p>
      {detail && detail !== title ? <p className="mt-0.5 text-sm">{detail}</p> : null}
    </div>
  );
}
