import type { StampCardLookupAnswer } from '@domain/contracts/till';
import { COUNTER_CODE_UNKNOWN, readCounterCode } from '@domain/stamp-code';
import { useState } from 'react';

/**
 * Finding a stamp card by the counter code from the customer's order page (the till and the kiosk): a code that
 * cannot be one is refused before any call, a card found is handed on and the field emptied, and a refusal's words
 * are kept to show under the field.
 */
export function useStampCardLookup(
  lookup: (code: string) => Promise<StampCardLookupAnswer>,
  onFound: (card: StampCardLookupAnswer) => void,
) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);

  const find = async (text: string) => {
    setError(null);
    if (!readCounterCode(text)) {
      setError(COUNTER_CODE_UNKNOWN);
      return;
    }
    setLooking(true);
    try {
      onFound(await lookup(text));
      setTyped('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setLooking(false);
    }
  };
  return { typed, setTyped, error, setError, looking, find };
}
