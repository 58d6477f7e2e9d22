import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { PASSWORD_MIN_LENGTH, PASSWORD_PRODUCT_NAME, passwordRuleProblem, type PasswordOwner } from "@app/shared/password";

/**
 * How long the strength checker's thread outlives its last check: its dictionaries are large and
 * wanted only while someone chooses a password, so they are kept off the server's own heap.
 */
export const STRENGTH_THREAD_IDLE_MS = 10_000;

const resolvePackage = createRequire(import.meta.url).resolve;

/**
 * The thread's code (CommonJS, given the packages' paths: an eval'd worker resolves from the working
 * directory). Only common passwords long enough to pass the length rule matter here.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { ZxcvbnFactory } = require(workerData.core);
const common = require(workerData.common);
const en = require(workerData.en);
const estimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});
const commonPasswords = new Set(common.dictionary["passwords-common"].filter((p) => p.length >= workerData.minLength));
parentPort.on("message", ({ id, password, inputs }) => {
  if (commonPasswords.has(password.toLowerCase())) return parentPort.postMessage({ id, common: true, score: 0, warning: "" });
  const result = estimator.check(password, inputs);
  parentPort.postMessage({ id, common: false, score: result.score, warning: result.feedback.warning ?? "" });
});
`;

interface Verdict {
  common: boolean;
  score: number;
  warning: string;
}

interface Running {
  worker: Worker;
  pending: Map<number, { resolve: (verdict: Verdict) => void; reject: (err: Error) => void }>;
  exited: Promise<void>;
}

/**
 * The common-password and zxcvbn checks in a thread of their own, started on demand and stopped
 * once no check has come for `idleMs`.
 */
export class StrengthChecker {
  #running: Running | undefined;
  #idle: NodeJS.Timeout | undefined;
  #nextId = 0;

  constructor(private readonly idleMs: number) {}

  get running(): boolean {
    return this.#running !== undefined;
  }

  /** Settles when the thread running now has exited (at once if none runs). */
  get exited(): Promise<void> {
    return this.#running?.exited ?? Promise.resolve();
  }

  check(password: string, inputs: string[]): Promise<Verdict> {
    clearTimeout(this.#idle);
    const running = this.#running ?? this.#start();
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      running.pending.set(id, { resolve, reject });
      running.worker.postMessage({ id, password, inputs });
    });
  }

  async close(): Promise<void> {
    clearTimeout(this.#idle);
    const running = this.#running;
    this.#running = undefined;
    await running?.worker.terminate();
  }

  #start(): Running {
    const worker = new Worker(THREAD_SOURCE, {
      eval: true,
      resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 },
      workerData: {
        core: resolvePackage("@zxcvbn-ts/core"),
        common: resolvePackage("@zxcvbn-ts/language-common"),
        en: resolvePackage("@zxcvbn-ts/language-en"),
        minLength: PASSWORD_MIN_LENGTH,
      },
    });
    // A thread left running must not keep the process alive.
    worker.unref();
    const running: Running = {
      worker,
      pending: new Map(),
      exited: new Promise((resolve) => worker.once("exit", () => resolve())),
    };
    const fail = (err: Error) => {
      if (this.#running === running) this.#running = undefined;
      for (const { reject } of running.pending.values()) reject(err);
      running.pending.clear();
    };
    worker.on("message", ({ id, ...verdict }: Verdict & { id: number }) => {
      running.pending.get(id)?.resolve(verdict);
      running.pending.delete(id);
      if (running.pending.size === 0 && this.#running === running) {
        this.#idle = setTimeout(() => void this.close(), this.idleMs);
        this.#idle.unref();
      }
    });
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`the password strength thread exited (${code})`)));
    this.#running = running;
    return running;
  }
}

const strength = new StrengthChecker(STRENGTH_THREAD_IDLE_MS);

export type { PasswordOwner };

/**
 * Why a new password is refused, as a sentence for the person choosing it, or null when it is
 * fine: the shared rules (which the sign-up form also shows as the password is typed), then the
 * common-password and strength checks.
 */
export async function weakPasswordReason(password: string, owner: PasswordOwner = {}): Promise<string | null> {
  const rule = passwordRuleProblem(password, owner);
  if (rule) return rule;
  const email = owner.email?.trim().toLowerCase();
  const local = email?.split("@")[0] ?? "";
  const inputs = [email, local, ...(owner.name?.toLowerCase().split(/\s+/) ?? []), PASSWORD_PRODUCT_NAME].filter((s): s is string =>
    Boolean(s),
  );
  const verdict = await strength.check(password, inputs);
  if (verdict.common) return "This password is too common. Please choose one that is harder to guess.";
  if (verdict.score === 0) {
    const why = verdict.warning ? ` ${verdict.warning}` : "";
    return `This password is too easy to guess.${why} Try a few unrelated words.`;
  }
  return null;
}
