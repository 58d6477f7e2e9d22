import { afterAll, afterEach } from "vitest";

// A console.error that no test asked for is a bug nobody looked at (a React warning, a failed
// request, an exception caught and logged): it fails the test it happened in. A test that expects
// one spies on console.error itself, which takes the place of this check while the spy is on.
type Tracked = typeof console.error & { unexpected?: string[] };

function install(): string[] {
  const current = console.error as Tracked;
  if (current.unexpected) return current.unexpected;
  const unexpected: string[] = [];
  const original = console.error.bind(console);
  const tracked: Tracked = (...args: unknown[]) => {
    unexpected.push(args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(" "));
    original(...args);
  };
  tracked.unexpected = unexpected;
  console.error = tracked;
  return unexpected;
}

// Test files that share a worker (isolate: false) run this file again: the wrapper goes on once.
const unexpected = install();

function failOnUnexpected(where: string) {
  if (unexpected.length === 0) return;
  const lines = unexpected.splice(0);
  throw new Error(`console.error was called ${where} (spy on it if the test expects it):\n${lines.join("\n")}`);
}

afterEach(() => failOnUnexpected("during this test"));
afterAll(() => failOnUnexpected("outside any test of this file"));
