import { request } from "node:http";
import { expect, it } from "vitest";
import { childServerData, TEST_SECRET } from "../harness";
import { startChildServer } from "../child-server";

type Outcome =
  | { kind: "answered"; status: number; body: string }
  /** No connection: the server had stopped listening. */
  | { kind: "refused" }
  /** Connected, but not a byte of answer: the request never reached the app (a queued connection dropped). */
  | { kind: "dropped"; error: string }
  /** Part of a response, then the connection died: what must never happen. */
  | { kind: "cut"; error: string; received: number };

/** One request on its own connection, telling apart every way it can end. */
function probe(url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    let received = 0;
    let body = "";
    const req = request(`${url}/api/health`, { agent: false }, (res) => {
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        received += chunk.length;
        body += chunk;
      });
      res.on("end", () => resolve({ kind: "answered", status: res.statusCode!, body }));
      res.on("error", (err) => resolve({ kind: "cut", error: err.message, received: received || 1 }));
      res.on("aborted", () => resolve({ kind: "cut", error: "aborted", received: received || 1 }));
    });
    req.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code === "ECONNREFUSED") resolve({ kind: "refused" });
      else resolve({ kind: "dropped", error: `${err.code ?? ""} ${err.message}` });
    });
    req.end();
  });
}

it("finishes the requests in flight on SIGTERM, then exits 0", { timeout: 120_000 }, async () => {
  const data = await childServerData("shutdown");
  try {
    // Debug: a successful /api/health is logged there (platform/logger.ts requestLog), not at info.
    const server = await startChildServer({ LOG_LEVEL: "debug", AUTH_SECRET: TEST_SECRET, ...data.env });
    const requestLines = () =>
      server
        .output()
        .split("\n")
        .filter((l) => l.includes('"msg":"request"') && l.includes("/api/health")).length;
    // The readiness checks' log lines can arrive after their responses: count them once all have landed.
    let before = requestLines();
    for (let settled = 0; settled < 3;) {
      await new Promise((r) => setTimeout(r, 100));
      const now = requestLines();
      settled = now === before ? settled + 1 : 0;
      before = now;
    }
    // A steady load of reads that touch the database.
    const inFlight: Promise<Outcome>[] = [];
    for (let i = 0; i < 60; i++) inFlight.push(probe(server.url));
    // Let them reach the server, then ask it to stop while they are being answered.
    await new Promise((r) => setTimeout(r, 5));
    server.process.kill("SIGTERM");
    const outcomes = await Promise.all(inFlight);
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(server.output()).toMatch(/"msg":"stopped"/);

    const answered = outcomes.filter((o) => o.kind === "answered");
    expect(answered.length).toBeGreaterThan(0);
    // Every response is whole: status 200 and the complete JSON body.
    for (const o of answered) {
      expect(o.status).toBe(200);
      expect(JSON.parse(o.body)).toMatchObject({ status: "ok" });
    }
    // No response was cut off once it had started.
    expect(outcomes.filter((o) => o.kind === "cut")).toEqual([]);
    // Every request the app handled (one log line each, written when the response is sent) reached
    // its client whole: none was handled and then lost.
    const handled = requestLines() - before;
    expect(handled).toBe(answered.length);
  } finally {
    await data.dispose();
  }
});
