/**
 * Photos' sizes are made in a child process at the lowest CPU priority. Made in the shop's own process, the image
 * library's thread took a core as the event loop and, on PostgreSQL, the database server wanted both: checkouts paid
 * during uploads waited for it (p99 three times their p99 alone on two cores). The kernel gives a niced process only
 * what the shop and its database leave, so a photo now takes longer while customers pay, and they do not wait for it.
 *
 * One child, started at the first photo and gone after a minute without one, makes one photo at a time (the photo
 * lane already queues them). If it dies mid-photo, that upload fails with a readable error and the next one starts a
 * new child.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { constants, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { AppError, type ErrorKind } from '../../errors';
import type { PhotoSize } from './photo-sizes';

/** How long the child stays after its last photo: an owner often uploads several in a row. */
const IDLE_MS = 60_000;

interface Answer {
  id: number;
  sizes?: { width: number; format: PhotoSize['format']; bytes: Uint8Array }[];
  error?: { kind: ErrorKind; message: string; details?: Record<string, unknown> };
}

interface Pending {
  resolve(sizes: PhotoSize[]): void;
  reject(error: Error): void;
}

const childFile = fileURLToPath(new URL('./photo-process-child.ts', import.meta.url));
const died = () => new AppError('unavailable', 'The photo could not be made. Please try again.');

let child: ChildProcess | undefined;
let nextId = 1;
let idleTimer: NodeJS.Timeout | undefined;
const pending = new Map<number, Pending>();

function settle(answer: Answer) {
  const waiting = pending.get(answer.id);
  if (!waiting) return;
  pending.delete(answer.id);
  if (answer.error) waiting.reject(new AppError(answer.error.kind, answer.error.message, answer.error.details));
  else
    waiting.resolve(
      answer.sizes!.map((size) => ({
        width: size.width,
        format: size.format,
        bytes: Buffer.from(size.bytes.buffer, size.bytes.byteOffset, size.bytes.byteLength),
      })),
    );
}

function start(): ChildProcess {
  // The shop runs its TypeScript through tsx; the child is loaded the same way, whatever started the shop.
  const started = fork(childFile, [], { execArgv: ['--import', 'tsx'], serialization: 'advanced' });
  if (started.pid) setPriority(started.pid, constants.priority.PRIORITY_LOW);
  started.on('message', (answer: Answer) => settle(answer));
  started.on('exit', () => {
    if (child === started) child = undefined;
    for (const [id, waiting] of pending) {
      pending.delete(id);
      waiting.reject(died());
    }
  });
  started.on('error', () => started.kill());
  return started;
}

/** Lets the shop exit while the child is idle; holds it while a photo is being made. */
function hold(running: boolean) {
  if (!child) return;
  if (running) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

/** Every size of a photo, made in the child; the same answers and errors as `makePhotoSizes`. */
export async function makePhotoSizesApart(input: Buffer): Promise<PhotoSize[]> {
  clearTimeout(idleTimer);
  child ??= start();
  const id = nextId++;
  hold(true);
  try {
    return await new Promise<PhotoSize[]>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      child!.send({ id, input }, (error) => {
        if (error) settle({ id, error: { kind: 'unavailable', message: died().message } });
      });
    });
  } finally {
    if (pending.size === 0) {
      hold(false);
      idleTimer = setTimeout(() => child?.kill(), IDLE_MS);
      idleTimer.unref();
    }
  }
}
