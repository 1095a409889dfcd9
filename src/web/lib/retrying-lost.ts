import { ApiError } from './api-client';

/**
 * An answer lost on the way (the shop not reached) is asked again, the same call with the same body, twice at most:
 * the till's and the kiosk's calls carry a sale key, or name an order whose payment is its own, so a repeat is the
 * same sale and the same payment, never a second one.
 */
export async function retryingLost<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 0 || attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
    }
  }
}
