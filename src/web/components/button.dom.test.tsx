import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KeyRound } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

function savePin(busy: boolean) {
  const onClick = vi.fn();
  render(
    <Button busy={busy} icon={KeyRound} onClick={onClick}>
      Save PIN
    </Button>,
  );
  return { onClick, button: screen.getByRole<HTMLButtonElement>('button', { name: 'Save PIN' }) };
}

describe('Button with busy and an icon', () => {
  it('shows its icon and acts while idle', async () => {
    const { button, onClick } = savePin(false);
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(button.querySelector('svg.lucide-key-round')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('cannot be pressed again while busy, says so, and spins in place of its icon', async () => {
    const { button, onClick } = savePin(true);
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('svg.lucide-key-round')).toBeNull();
    expect(button.querySelector('svg.motion-safe\\:animate-spin')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
