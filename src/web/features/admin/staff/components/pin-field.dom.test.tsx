import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PinField } from './pin-field';

function Typed() {
  const [pin, setPin] = useState('');
  return <PinField id="pin" label="PIN" value={pin} onDigits={setPin} />;
}

describe('PinField', () => {
  it('keeps only digits, six at the most, hidden and on the number keyboard', async () => {
    render(<Typed />);
    const field = screen.getByLabelText<HTMLInputElement>('PIN');
    await userEvent.type(field, '12a3-45678');
    expect(field.value).toBe('123456');
    expect(field.type).toBe('password');
    expect(field.inputMode).toBe('numeric');
    expect(field.autocomplete).toBe('off');
  });
});
