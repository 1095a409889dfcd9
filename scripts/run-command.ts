import { DataDirBusyError } from '../src/server/db/data-dir-lock';
import { ConfigError } from '../src/server/env';

/** Runs a command-line task: readable messages for expected failures, exit code 1 on any failure. */
export async function runCommand(task: () => Promise<void>): Promise<void> {
  try {
    await task();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirBusyError || (error as Error)?.name === 'UsageError') {
      console.error((error as Error).message);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  }
}
