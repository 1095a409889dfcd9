import { postSandbox, type SandboxCard, type SandboxResult } from '../payment/sandbox-api';

/** POST /api/sandbox/checkout-sessions/:id/pay: the hosted checkout page's Pay button. */
export function paySandboxCheckout(
  sessionId: string,
  input: { email: string; name: string; card: SandboxCard },
): Promise<SandboxResult> {
  return postSandbox(`/api/sandbox/checkout-sessions/${encodeURIComponent(sessionId)}/pay`, input);
}
