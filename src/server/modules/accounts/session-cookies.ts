/**
 * The cookies of staff sign-in: the session's (until the session's own end) and a counter device's (until the device is
 * revoked; a browser keeps it 400 days at most, so it is given again at each switch-in). Both HttpOnly, so no script
 * reads them; the device's is SameSite=Strict, as only the shop's own pages ever need to send it.
 */
import type { FastifyReply } from 'fastify';
import type { Config } from '../../env';
import { DEVICE_COOKIE, SESSION_COOKIE } from './sessions';

type CookieConfig = Pick<Config, 'production'>;

/** Browsers keep a cookie at most 400 days. */
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

export function setSessionCookie(reply: FastifyReply, config: CookieConfig, token: string, expires: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.production,
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: CookieConfig): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: config.production });
}

export function setDeviceCookie(reply: FastifyReply, config: CookieConfig, token: string): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: config.production,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}
