/**
 * The sandbox's card inputs — Card number, Expiry (MM/YY) and CVC, formatted as they are typed — laid out in the
 * two-column grid of the form around them. One component for the Checkout dialog's card field and the hosted
 * (sandbox) checkout page.
 */
import { formatCardNumber, formatExpiry } from './card-formatting';
import type { SandboxCard } from './sandbox-api';
import { TextField } from '../../../components/form-field';

export const EMPTY_CARD: SandboxCard = { number: '', expiry: '', cvc: '' };

/** The three fields, each formatted as it is typed (`format` gets the text and the card before it). */
const FIELDS = [
  { key: 'number', label: 'Card number', autoComplete: 'cc-number', placeholder: '4242 4242 4242 4242', wide: true },
  { key: 'expiry', label: 'Expiry', autoComplete: 'cc-exp', placeholder: 'MM/YY' },
  { key: 'cvc', label: 'CVC', autoComplete: 'cc-csc', placeholder: '123', maxLength: 4 },
] as const;

const format: Record<keyof SandboxCard, (text: string, card: SandboxCard) => string> = {
  number: (text) => formatCardNumber(text),
  expiry: (text, card) => formatExpiry(text, card.expiry),
  cvc: (text) => text.replace(/\D/g, ''),
};

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
      {FIELDS.map((field) => (
        <TextField
          key={field.key}
          id={`${idPrefix}-card-${field.key}`}
          label={field.label}
          frameClassName={'wide' in field ? 'col-span-2' : undefined}
          inputMode="numeric"
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          maxLength={'maxLength' in field ? field.maxLength : undefined}
          value={card[field.key]}
          onChange={(event) => {
            const value = event.target.value;
            onChange((c) => ({ ...c, [field.key]: format[field.key](value, c) }));
          }}
        />
      ))}
    </>
  );
}
