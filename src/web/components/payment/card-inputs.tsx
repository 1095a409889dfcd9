/**
 * The sandbox's card inputs — Card number, Expiry (MM/YY) and CVC, formatted as they are typed — laid out in the
 * two-column grid of the form around them. One component for the Checkout dialog's card field and the hosted
 * (sandbox) checkout page.
 */
import { formatCardNumber, formatExpiry } from './card-formatting';
import type { SandboxCard } from './sandbox-api';
import { TextField } from '../form-field';

export const EMPTY_CARD: SandboxCard = { number: '', expiry: '', cvc: '' };

export function CardInputs({
  idPrefix,
  card,
  onChange,
}: {
  idPrefix: string;
  card: SandboxCard;
  onChange: (update: (card: SandboxCard) => SandboxCard) => void;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-card-number`}
        label="Card number"
        frameClassName="col-span-2"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        value={card.number}
        onChange={(event) => {
          const value = event.target.value;
          onChange((c) => ({ ...c, number: formatCardNumber(value) }));
        }}
      />
      <TextField
        id={`${idPrefix}-card-expiry`}
        label="Expiry"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        value={card.expiry}
        onChange={(event) => {
          const value = event.target.value;
          onChange((c) => ({ ...c, expiry: formatExpiry(value, c.expiry) }));
        }}
      />
      <TextField
        id={`${idPrefix}-card-cvc`}
        label="CVC"
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        maxLength={4}
        value={card.cvc}
        onChange={(event) => {
          const value = event.target.value;
          onChange((c) => ({ ...c, cvc: value.replace(/\D/g, '') }));
        }}
      />
    </>
  );
}
