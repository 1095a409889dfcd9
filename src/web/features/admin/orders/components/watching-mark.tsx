import { Eye } from 'lucide-react';

/** The customer has the order's page open right now (on any server instance): they may be waiting nearby. */
export function WatchingMark() {
  return (
    <span
      title="The customer has this order's page open right now"
      className="inline-flex items-center gap-1 rounded-full bg-taro-100 px-2.5 py-1 text-xs font-bold text-taro-700 ring-1 ring-taro-600/30"
    >
      <Eye aria-hidden className="size-3.5" />
      Watching
    </span>
  );
}
