import { describe, expect, it } from 'vitest';
import { isLoopbackUrl, loopbackWarning, phoneAddressLines, startWithAddress } from './public-url';

describe('the address the shop hands out', () => {
  it('knows the addresses only this computer can open', () => {
    for (const url of [
      'http://localhost:3000',
      'http://LOCALHOST',
      'http://shop.localhost:3000',
      'http://127.0.0.1:3210',
      'http://127.1.2.3',
      'http://[::1]:3000',
      'http://0.0.0.0:3000',
    ])
      expect(isLoopbackUrl(url), url).toBe(true);
    for (const url of ['http://192.168.1.20:3000', 'https://pearl.example', 'http://localhost.example.com', 'nonsense'])
      expect(isLoopbackUrl(url), url).toBe(false);
  });

  it('says the command that starts the shop on a network address, port kept', () => {
    expect(startWithAddress('http://localhost:3000', '192.168.1.20')).toBe(
      'PUBLIC_URL=http://192.168.1.20:3000 npm start',
    );
    expect(startWithAddress('http://localhost', '10.0.0.5')).toBe('PUBLIC_URL=http://10.0.0.5 npm start');
    expect(startWithAddress('http://localhost:8080', 'fd00::5')).toBe('PUBLIC_URL=http://[fd00::5]:8080 npm start');
  });

  it('npm start prints one line per network address for a loopback PUBLIC_URL, and nothing otherwise', () => {
    expect(phoneAddressLines('http://localhost:3000', ['192.168.1.20', '10.0.0.7'])).toEqual([
      'From a phone on this network: PUBLIC_URL=http://192.168.1.20:3000 npm start',
      'From a phone on this network: PUBLIC_URL=http://10.0.0.7:3000 npm start',
    ]);
    expect(phoneAddressLines('http://localhost:3000', [])[0]).toMatch(/only this computer can open the shop/);
    expect(phoneAddressLines('https://pearl.example', ['192.168.1.20'])).toEqual([]);
  });

  it('warns staff with what to do, only for a loopback address', () => {
    expect(loopbackWarning('http://localhost:3000', ['192.168.1.20'])).toBe(
      "The shop's address is http://localhost:3000, which only this computer can open: a phone on your Wi-Fi sent to checkout, and a printer given its CloudPRNT URL, reach nothing. Start the shop with PUBLIC_URL=http://192.168.1.20:3000 npm start (this computer's address on your network), or set PUBLIC_URL to the shop's public address.",
    );
    expect(loopbackWarning('http://127.0.0.1:3000', [])).toMatch(/Set PUBLIC_URL to this computer's address/);
    expect(loopbackWarning('https://pearl.example', ['192.168.1.20'])).toBeNull();
  });
});
