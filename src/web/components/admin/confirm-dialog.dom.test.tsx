import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function ask(pending: boolean) {
  const onConfirm = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Close the day?"
      description="A closed day never changes."
      confirm="Close the day"
      pending={pending}
      onConfirm={onConfirm}
    />,
  );
  return { onConfirm, onOpenChange, dialog: screen.getByRole('alertdialog', { name: 'Close the day?' }) };
}

describe('ConfirmDialog', () => {
  it('asks with its title and what will happen; the button does it and leaves closing to the caller', async () => {
    const { dialog, onConfirm, onOpenChange } = ask(false);
    const describedBy = dialog.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('A closed day never changes.');
    await userEvent.click(screen.getByRole('button', { name: 'Close the day' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('cannot be confirmed twice while the server is answering; Cancel closes it', async () => {
    const { onConfirm, onOpenChange } = ask(true);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Close the day' });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
