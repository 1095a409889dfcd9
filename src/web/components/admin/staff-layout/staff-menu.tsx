import { Menu as MenuIcon, X } from 'lucide-react';
import { useRef } from 'react';
import { buttonClasses } from '../../button';
import { useMobileMenu } from '../../header-nav';
import { cn } from '../../../lib/cn';
import { StaffExits, StaffPerson } from './staff-account';
import { StaffNav } from './staff-nav';

/**
 * The make screen's way out. It keeps the whole tablet for tickets, so the staff layout's navigation, the signed-in
 * person, View shop and Logout fold into this one button. The panel closes on a choice, on Escape (the focus back on
 * the button) and on a tap outside it.
 */
export function StaffMenu() {
  const frame = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useMobileMenu(frame, toggle);
  return (
    <div ref={frame} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-expanded={menu.open}
        aria-controls={menu.menuId}
        onClick={menu.toggle}
        className={buttonClasses({ variant: 'secondary', className: 'h-12 px-3.5' })}
      >
        {menu.open ? <X aria-hidden className="size-5" /> : <MenuIcon aria-hidden className="size-5" />}
        <span className="sr-only xl:not-sr-only">Staff menu</span>
      </button>
      <div
        id={menu.menuId}
        hidden={!menu.open}
        className={cn(
          'absolute top-full left-0 z-30 mt-2 w-72 max-w-[calc(100vw-1rem)] gap-4 rounded-2xl bg-white p-3 shadow-2xl shadow-tea-900/20 ring-1 ring-tea-900/10',
          menu.open ? 'grid' : 'hidden',
        )}
      >
        <StaffPerson className="px-1" />
        <StaffNav shape="column" onNavigate={menu.close} />
        <StaffExits onDone={menu.close} className="border-t border-tea-900/10 pt-3" />
      </div>
    </div>
  );
}
