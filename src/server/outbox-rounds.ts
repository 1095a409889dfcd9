/**
 * How an outbox (the mail's, the ready alerts') sends what is due: in rounds, one run at a time. A flush asked for
 * while a run is going shares that run's answer and asks it for one more round, so that what was queued meanwhile is
 * sent now rather than at the next poll, and two runs never claim rows side by side in one process.
 */
export interface OutboxRounds {
  /** Sends what is due, round after round until a round finds nothing new asked for; answers how many were sent. */
  flush(): Promise<number>;
  /** Resolves once no run is going (for stopping): a failed run counts as over. */
  idle(): Promise<void>;
}

export function outboxRounds(sendDue: () => Promise<number>): OutboxRounds {
  let running: Promise<number> | null = null;
  let again = false;
  return {
    flush() {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let total = 0;
        do {
          again = false;
          total += await sendDue();
        } while (again);
        return total;
      })().finally(() => {
        running = null;
      });
      return running;
    },
    async idle() {
      await running?.catch(() => {});
    },
  };
}
