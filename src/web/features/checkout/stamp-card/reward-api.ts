/**
 * The stamp card's calls from the Checkout dialog: may the address typed ask for a free drink (POST
 * /api/stamp-card/reward), Use it (a 6-digit code e-mailed: POST /api/stamp-card/code) and the code exchanged for the
 * token the checkout sends (POST /api/stamp-card/unlock). Errors carry the server's words.
 */
import { codeSentAnswer } from '@domain/contracts/privacy';
import { rewardQueryAnswer, rewardUnlockAnswer, type RewardUnlockAnswer } from '@domain/contracts/loyalty';
import { apiFetch } from '../../../lib/api-client';

export function findReward(email: string, signal?: AbortSignal) {
  return apiFetch('/api/stamp-card/reward', { answer: rewardQueryAnswer, method: 'POST', json: { email }, signal });
}

export function sendRewardCode(email: string) {
  return apiFetch('/api/stamp-card/code', { answer: codeSentAnswer, method: 'POST', json: { email } });
}

export function unlockReward(email: string, code: string): Promise<RewardUnlockAnswer> {
  return apiFetch('/api/stamp-card/unlock', { answer: rewardUnlockAnswer, method: 'POST', json: { email, code } });
}
