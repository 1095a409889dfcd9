import { describe, expect, it } from 'vitest';
import { requiredText } from './form-field';

describe('requiredText', () => {
  it('gives what was typed, trimmed, and clears the error', () => {
    const shown: (string | undefined)[] = [];
    expect(requiredText('  Bar printer ', 'Please enter a name.', (error) => shown.push(error))).toBe('Bar printer');
    expect(shown).toEqual([undefined]);
  });

  it.each(['', '   '])('refuses %j and shows the message by the field', (typed) => {
    const shown: (string | undefined)[] = [];
    expect(requiredText(typed, 'Please name the device.', (error) => shown.push(error))).toBeNull();
    expect(shown).toEqual(['Please name the device.']);
  });
});
