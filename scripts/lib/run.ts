/**
 * Runs a long-lived command: `start` brings things up and returns how to stop them; Ctrl-C or
 * SIGTERM stops them once, then exits. A failure to start prints its message and exits 1.
 */
export function runUntilStopped(start: () => Promise<() => Promise<void>>): void {
  start().then(
    (stop) => {
      let stopping = false;
      const onSignal = async () => {
        if (stopping) return;
        stopping = true;
        await stop();
        process.exit(0);
      };
      process.once('SIGINT', onSignal);
      process.once('SIGTERM', onSignal);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
