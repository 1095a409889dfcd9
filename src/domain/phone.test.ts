import { describe, expect, it } from 'vitest';
import { ukMobileNumber, ukMobileSchema, UK_MOBILE_ERROR } from './phone';

describe('ukMobileNumber', () => {
  it('takes a UK mobile typed any usual way, in E.164', () => {
    for (const typed of ['07400 123456', '07400123456', '+44 7400 123456', '+447400123456', ' 07400-123-456 '])
      expect(ukMobileNumber(typed), typed).toBe('+447400123456');
  });

  it('refuses a landline, a foreign number and words', () => {
    for (const typed of ['01280 000000', '020 7946 0000', '+1 415 555 0100', '+33 6 12 34 56 78', 'call me', ''])
      expect(ukMobileNumber(typed), typed).toBeNull();
  });

  it('answers the API’s refusal in the shop’s words', () => {
    const parsed = ukMobileSchema.safeParse('01280 000000');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(UK_MOBILE_ERROR);
    expect(ukMobileSchema.parse('07400 123456')).toBe('+447400123456');
  });
});
