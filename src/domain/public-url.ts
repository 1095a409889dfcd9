/**
 * The address the shop hands out (PUBLIC_URL): every link in an e-mail, the hosted checkout's way back and a printer's
 * CloudPRNT URL are built from it, never from a request's Host. Left at its default (http://localhost:3000), it works
 * on the shop's own computer only: a phone on the same Wi-Fi sent to it, or a printer polling it, reaches nothing. These
 * say so and say what to type instead, with the computer's addresses on the network (which the server reads).
 */

/** Whether a URL's host is this computer only: localhost (and its subdomains), 127.0.0.0/8, ::1 or 0.0.0.0. */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  host = host.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '::1' ||
    host === '0.0.0.0'
  );
}

/** `PUBLIC_URL=http://192.168.1.20:3000 npm start`: PUBLIC_URL moved to a network address, on the same port. */
export function startWithAddress(publicUrl: string, address: string): string {
  const url = new URL(publicUrl);
  const host = address.includes(':') ? `[${address}]` : address;
  return `PUBLIC_URL=${url.protocol}//${host}${url.port ? `:${url.port}` : ''} npm start`;
}

/**
 * What `npm start` prints when PUBLIC_URL is a loopback address: the command for each of the computer's network
 * addresses ("From a phone on this network: PUBLIC_URL=http://192.168.1.20:3000 npm start"), or, without a network,
 * what to do once there is one. Nothing for an address others can reach.
 */
export function phoneAddressLines(publicUrl: string, networkAddresses: readonly string[]): string[] {
  if (!isLoopbackUrl(publicUrl)) return [];
  if (networkAddresses.length === 0)
    return [
      `PUBLIC_URL is ${publicUrl}: only this computer can open the shop. To use it from a phone, join a network and start again with PUBLIC_URL set to this computer's address on it.`,
    ];
  return networkAddresses.map((address) => `From a phone on this network: ${startWithAddress(publicUrl, address)}`);
}

/**
 * The warning staff see on the printers page and on /admin/payments while PUBLIC_URL is a loopback address: what goes
 * wrong and what to do, or null when the address is one others can reach.
 */
export function loopbackWarning(publicUrl: string, networkAddresses: readonly string[]): string | null {
  if (!isLoopbackUrl(publicUrl)) return null;
  const instead = networkAddresses[0]
    ? `Start the shop with ${startWithAddress(publicUrl, networkAddresses[0])} (this computer's address on your network), or set PUBLIC_URL to the shop's public address.`
    : "Set PUBLIC_URL to this computer's address on your network, or to the shop's public address, and start the shop again.";
  return `The shop's address is ${publicUrl}, which only this computer can open: a phone on your Wi-Fi sent to checkout, and a printer given its CloudPRNT URL, reach nothing. ${instead}`;
}
