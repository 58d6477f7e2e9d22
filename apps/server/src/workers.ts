import cluster, { type Worker } from "node:cluster";
import type { Logger } from "./platform/logger";

/** What a worker tells the primary once it listens. */
export const WORKER_READY = "carnitrack:ready";

/**
 * WORKERS=N: this process forks N server processes that share its port (node:cluster hands them
 * connections in turn) and share everything else through the database: sessions and caches
 * (forgotten through NOTIFY, platform/changes.ts), rate limits, the job queue and migrations (an
 * advisory lock). A worker that dies is replaced; one that fails before it ever listened stops
 * them all (a bad configuration or an unreachable database would only fail again). SIGTERM and
 * SIGINT reach each worker, which finishes its requests in flight; this process exits after them.
 */
export function superviseWorkers(count: number, logger: Logger): void {
  let stopping = false;
  let ready = 0;
  const fork = () => {
    const worker = cluster.fork();
    let listening = false;
    worker.on("message", (message) => {
      if (message !== WORKER_READY) return;
      listening = true;
      if (++ready === count) logger.info({ workers: count }, "all workers listening");
    });
    worker.on("exit", (code, signal) => exited(worker, listening, code, signal));
  };
  const exited = (worker: Worker, listening: boolean, code: number | null, signal: string | null) => {
    if (listening) ready--;
    if (stopping) return exitWhenNoneLeft();
    if (!listening) {
      logger.error({ worker: worker.id, code, signal }, "a worker failed to start; stopping");
      process.exitCode = code || 1;
      stop();
      return;
    }
    logger.error({ worker: worker.id, code, signal }, "a worker exited; starting another");
    setTimeout(fork, 1000).unref();
  };
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    exitWhenNoneLeft();
  };
  // With the exit code a failed start set, if one did.
  const exitWhenNoneLeft = () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  for (let i = 0; i < count; i++) fork();
}
