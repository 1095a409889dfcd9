import { cn } from '../../lib/cn';
import { Link } from '../../lib/router';

const SCREENS = [
  { key: 'orders', to: '/orders', label: 'Orders' },
  { key: 'queue', to: '/orders/queue', label: 'Make queue' },
  { key: 'till', to: '/counter', label: 'Till' },
] as const;

/**
 * The counter's screens, one tap apart: the switch stands at the top of the orders dashboard and of the make
 * screen, and stays in view while either scrolls.
 */
export function StaffScreenSwitch({ current }: { current: (typeof SCREENS)[number]['key'] }) {
  return (
    <nav aria-label="Counter screens" className="inline-flex shrink-0 rounded-full bg-white p-1 ring-1 ring-tea-900/20">
      {SCREENS.map((screen) => (
        <Link
          key={screen.key}
          to={screen.to}
          aria-current={current === screen.key ? 'page' : undefined}
          className={cn(
            'inline-flex h-12 items-center rounded-full px-4 text-base sm:px-5 font-bold whitespace-nowrap focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-taro-600',
            current === screen.key ? 'bg-tea-900 text-white' : 'text-tea-900 hover:bg-cream-200',
          )}
        >
          {screen.label}
        </Link>
      ))}
    </nav>
  );
}
