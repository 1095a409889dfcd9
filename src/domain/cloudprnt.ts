/**
 * What a CloudPRNT printer tells the shop about itself, and what the shop makes of it:
 * - the status code of each poll ("200 OK", "410 Out of paper"…): a three- or four-digit code whose first digit is the
 *   class (2 online, 4 a printer error, 5 a client error), so a code not listed here is still understood by its class;
 * - the answers to client actions, which the shop asks once for each printer: its model, its CloudPRNT version, the
 *   media types it can print and its poll interval (which sets how long a silence means it is offline).
 */
import { PRINTER_OFFLINE_AFTER_MS } from './printing';

/** What the shop asks a printer about itself, in one poll answer, until it has answered. */
export const CLIENT_ACTIONS_ASKED = ['ClientType', 'ClientVersion', 'Encodings', 'GetPollInterval'] as const;

/** The media types the shop can send a job as, the one it prefers first. */
export const JOB_MEDIA_TYPES = ['image/png', 'text/plain'] as const;

export interface PrinterClientInfo {
  clientType?: string;
  clientVersion?: string;
  encodings?: string[];
  pollIntervalSeconds?: number;
}

const text = (value: unknown, max = 100) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;

/**
 * The answers in a poll's `clientAction` list (`[{ request, result }]`), each kept only if it makes sense; anything
 * else in the list, or a list that is not one, is ignored: a printer's report never fails its poll.
 */
export function clientInfoFrom(clientAction: unknown): PrinterClientInfo {
  const info: PrinterClientInfo = {};
  if (!Array.isArray(clientAction)) return info;
  for (const item of clientAction.slice(0, 20)) {
    if (typeof item !== 'object' || item === null) continue;
    const { request, result } = item as { request?: unknown; result?: unknown };
    if (request === 'ClientType') info.clientType = text(result);
    else if (request === 'ClientVersion') info.clientVersion = text(result, 30);
    else if (request === 'Encodings') {
      const types = text(result, 500)
        ?.split(';')
        .map((type) => type.trim().toLowerCase())
        .filter(Boolean);
      if (types?.length) info.encodings = types.slice(0, 30);
    } else if (request === 'GetPollInterval') {
      const seconds = Number(typeof result === 'string' ? result.trim() : result);
      if (Number.isInteger(seconds) && seconds > 0 && seconds <= 3_600) info.pollIntervalSeconds = seconds;
    }
  }
  return Object.fromEntries(Object.entries(info).filter(([, value]) => value !== undefined)) as PrinterClientInfo;
}

/**
 * The media types offered for a job: the shop's, in its order, that the printer said it prints; all of the shop's
 * while it has not said (or said none of them: it may still take one).
 */
export function mediaTypesFor(encodings: readonly string[] | null | undefined): string[] {
  const known = encodings?.map((type) => type.split(';')[0]!.trim().toLowerCase());
  const both = JOB_MEDIA_TYPES.filter((type) => known?.includes(type));
  return both.length ? both : [...JOB_MEDIA_TYPES];
}

/**
 * The longest poll interval the alarms believe. A printer may say it polls once an hour (CloudPRNT allows it), but a
 * counter cannot wait an hour to hear that its labels are not coming.
 */
export const ALARM_POLL_CAP_SECONDS = 60;

const believedPollMs = (pollIntervalSeconds: number | null | undefined) =>
  1_000 * Math.min(Math.max(0, pollIntervalSeconds ?? 0), ALARM_POLL_CAP_SECONDS);

/**
 * How long a printer may be silent before it counts as offline: a minute, or three of its polls when it polls less
 * often than every 20 seconds, its interval believed up to a minute (so never more than three minutes).
 */
export function offlineAfterMs(pollIntervalSeconds: number | null | undefined): number {
  return Math.max(PRINTER_OFFLINE_AFTER_MS, 3 * believedPollMs(pollIntervalSeconds));
}

/** How long a job may wait with nothing printed before the printer counts as offline: a minute and one poll. */
export function jobOverdueAfterMs(pollIntervalSeconds: number | null | undefined): number {
  return PRINTER_OFFLINE_AFTER_MS + believedPollMs(pollIntervalSeconds);
}

/** What the counter is told about a printer's connection. */
export type PrinterStatus = { state: 'never' } | { state: 'online' } | { state: 'offline'; since: string };

/** What the shop knows of a printer and its queue when it judges whether the printer is working. */
export interface PrinterFacts {
  lastPollAt: Date | null;
  pollIntervalSeconds: number | null;
  /** When the oldest job still waiting for it was queued; null when none waits. */
  oldestWaitingAt: Date | null;
  /** When it last confirmed a job printed; null if never. */
  lastPrintedAt: Date | null;
}

/**
 * Never connected; offline since its last poll when it has been silent too long; offline too when a job has waited
 * past jobOverdueAfterMs with nothing printed meanwhile (a printer that polls, or says it polls, yet prints nothing
 * cannot keep itself "online"); online otherwise. A printer working through a long queue prints as it goes, so the
 * wait counts from its last print when that came after the oldest job was queued.
 */
export function printerStatus(printer: PrinterFacts, now: Date): PrinterStatus {
  if (printer.lastPollAt === null) return { state: 'never' };
  if (now.getTime() - printer.lastPollAt.getTime() > offlineAfterMs(printer.pollIntervalSeconds)) {
    return { state: 'offline', since: printer.lastPollAt.toISOString() };
  }
  if (printer.oldestWaitingAt) {
    const waitingSince =
      printer.lastPrintedAt && printer.lastPrintedAt > printer.oldestWaitingAt
        ? printer.lastPrintedAt
        : printer.oldestWaitingAt;
    if (now.getTime() - waitingSince.getTime() > jobOverdueAfterMs(printer.pollIntervalSeconds)) {
      return { state: 'offline', since: waitingSince.toISOString() };
    }
  }
  return { state: 'online' };
}

/**
 * The alarm a printer raises on every staff screen: **Printer offline** when it is not online (never connected
 * included) while jobs wait for it, **Printer needs attention** when it polls but reports it cannot print what
 * waits. Nothing while nothing waits: an idle printer switched off for the night is no emergency.
 */
export function printerAlarm(printer: {
  status: PrinterStatus;
  condition: PrinterCondition | null;
  waitingJobs: number;
}): 'offline' | 'attention' | null {
  if (printer.waitingJobs <= 0) return null;
  if (printer.status.state !== 'online') return 'offline';
  return printer.condition?.severity === 'problem' ? 'attention' : null;
}

/** What the counter is told about a printer's last status code: a warning, or a problem that stops it printing. */
export interface PrinterCondition {
  severity: 'warning' | 'problem';
  text: string;
}

const CONDITIONS: [RegExp, PrinterCondition][] = [
  [/^21\d/, { severity: 'warning', text: 'Paper low' }],
  [/^23\d/, { severity: 'warning', text: 'Needs cleaning or a part replaced' }],
  [/^410/, { severity: 'problem', text: 'Out of paper' }],
  [/^411/, { severity: 'problem', text: 'Paper jam' }],
  [/^41\d/, { severity: 'problem', text: 'Paper problem' }],
  [/^42\d/, { severity: 'problem', text: 'Cover open' }],
  [/^4/, { severity: 'problem', text: 'Printer error' }],
  [/^51\d/, { severity: 'problem', text: 'Cannot print what the shop sends' }],
  [/^52\d/, { severity: 'problem', text: 'Could not download a print' }],
  [/^5/, { severity: 'problem', text: 'Printer error' }],
];

/**
 * A printer's condition from the status code it last reported ("410 Out of paper", or URL-encoded "410%20Out%20of%20
 * paper"), or null when it is fine (2xx without a warning) or the code is not one.
 */
export function printerCondition(statusCode: string | null | undefined): PrinterCondition | null {
  if (!statusCode) return null;
  let decoded = statusCode;
  try {
    decoded = decodeURIComponent(statusCode);
  } catch {
    // Not encoded after all: read as it came.
  }
  const code = /^\s*(\d{3,4})\b/.exec(decoded)?.[1];
  if (!code) return null;
  return CONDITIONS.find(([pattern]) => pattern.test(code))?.[1] ?? null;
}
