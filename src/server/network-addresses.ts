/**
 * This computer's addresses on its networks (IPv4, not loopback, not link-local), as `os.networkInterfaces()` lists
 * them: what a phone on the same Wi-Fi can open. Read only to tell staff which PUBLIC_URL to use; the shop never hands
 * them out by itself (every address it gives is PUBLIC_URL's).
 */
import { networkInterfaces } from 'node:os';
import { loopbackWarning } from '@domain/public-url';

export function networkAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .filter((entry) => entry.family === 'IPv4' && !entry.internal && !entry.address.startsWith('169.254.'))
    .map((entry) => entry.address);
}

/** The warning the printers page and /admin/payments show while PUBLIC_URL is a loopback address; null otherwise. */
export function publicUrlWarning(publicUrl: string): string | null {
  return loopbackWarning(publicUrl, networkAddresses());
}
