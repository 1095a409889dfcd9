/** What a benchmark ran on, printed with its figures so that a reader can compare like with like. */
import { cpus, freemem, loadavg, release, totalmem, type } from 'node:os';

const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/** CPU model and cores, memory, system and Node version, and the load average (1/5/15 min) at this moment. */
export function describeMachine(): string {
  const cores = cpus();
  const model = cores[0]?.model.trim() || 'unknown CPU';
  return [
    `${model}, ${cores.length} cores`,
    `${gib(totalmem())} memory (${gib(freemem())} free)`,
    `${type()} ${release()}`,
    `Node ${process.version}`,
    `load average ${load()} (1/5/15 min)`,
  ].join(' · ');
}

/** The load average now: a figure taken while other processes were busy is noisier and lower. */
export const loadAverage = () => `load average ${load()} (1/5/15 min)`;
