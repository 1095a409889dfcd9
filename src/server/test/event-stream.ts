/**
 * For tests: a Server-Sent Events stream opened over real HTTP and read in the background as it arrives, so a test can
 * wait for what it expects to hear and see when the server ends the stream.
 */
import { waitFor } from './checkout-support';

/** Opens the stream; one the server refuses is not read (its body is let go) and only its answer is kept. */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  let received = '';
  let ended = false;
  const read = async () => {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        received += decoder.decode(chunk.value);
      }
    } catch {
      /* aborted */
    }
    ended = true;
  };
  const reading = response.ok ? read() : response.body?.cancel();
  /** The data of every event of this name so far, parsed. */
  const events = <T = Record<string, unknown>>(name: string): T[] =>
    [...received.matchAll(new RegExp(`event: ${name}\\ndata: (.*)\\n`, 'g'))].map(
      (match) => JSON.parse(match[1]!) as T,
    );
  return {
    response,
    status: response.status,
    received: () => received,
    ended: () => ended,
    events,
    /** Waits until what was received contains the needle; fails at once if the stream ends without it. */
    async untilReceived(needle: string, timeoutMs = 5_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      while (!received.includes(needle)) {
        if (ended) throw new Error(`the stream ended without "${needle}"; got: ${received}`);
        if (Date.now() > deadline) throw new Error(`no "${needle}" within ${timeoutMs} ms; got: ${received}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    /** Waits until the latest "order" event has the status (a generous bound: only so a regression fails). */
    untilOrderStatus: (status: string, timeoutMs = 5_000) =>
      waitFor(() => events<{ status: string }>('order').at(-1)?.status === status, timeoutMs),
    /** Resolves true when the server ended the stream within timeoutMs (generous: only so a regression fails). */
    endsWithin: (timeoutMs: number) =>
      Promise.race([
        Promise.resolve(reading).then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs)),
      ]),
    close: () => controller.abort(),
  };
}
