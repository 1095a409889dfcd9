import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { BusyIcon } from './busy-icon';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap select-none ' +
  'transition-[background-color,color,box-shadow,transform] duration-150 active:scale-[0.97] ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-taro-600 ' +
  'disabled:pointer-events-none disabled:opacity-55 disabled:active:scale-100';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-berry-600 text-white shadow-sm shadow-berry-700/25 hover:bg-berry-700',
  accent: 'bg-taro-600 text-white shadow-sm shadow-taro-700/25 hover:bg-taro-700',
  secondary: 'bg-white text-tea-800 ring-1 ring-inset ring-tea-400/60 hover:bg-cream-200',
  ghost: 'text-tea-800 hover:bg-cream-200',
  danger: 'bg-white text-berry-700 ring-1 ring-inset ring-berry-500/60 hover:bg-berry-50',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-13 px-7 text-lg',
  icon: 'size-11 p-0',
};

/** The classes of a button, for buttons and for links that look like one. */
export function buttonClasses(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
): string {
  return cn(base, variants[options.variant ?? 'primary'], sizes[options.size ?? 'md'], options.className);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Its action is under way: the button is disabled and says it is busy, and its `icon` turns into a spinner. */
  busy?: boolean;
  /** Drawn before the label, at the size that suits the button's. */
  icon?: LucideIcon;
}

export function Button({ variant, size, className, type = 'button', busy, icon, children, ...props }: ButtonProps) {
  const busyProps = busy === undefined ? {} : { disabled: busy, 'aria-busy': busy };
  return (
    <button type={type} className={buttonClasses({ variant, size, className })} {...busyProps} {...props}>
      {icon ? <BusyIcon busy={busy ?? false} icon={icon} className={size === 'lg' ? 'size-5' : 'size-4'} /> : null}
      {children}
    </button>
  );
}
