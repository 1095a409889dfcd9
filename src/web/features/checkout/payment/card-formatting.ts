/** Card details formatted as they are typed, as Stripe's card field does. */

/** "4242424242424242" → "4242 4242 4242 4242" as it is typed. */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1234" → "12/34" as it is typed. */
export function formatExpiry(value: string, previous = ''): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes the digit before it too, so backspace never gets stuck.
  if (previous.endsWith('/') && value.length < previous.length) return digits.slice(0, 1);
  if (digits.length > 2 || (digits.length === 2 && value.length > previous.length))
    return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}
