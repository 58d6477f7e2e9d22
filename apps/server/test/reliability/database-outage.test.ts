import { createServer, connect, type Socket, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createScratchDatabase, createVerifiedUser, startTestServer, type TestServer } from "../harness";

/** A TCP proxy in front of PostgreSQL that the test can cut and restore. */
async function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    cut: async () => {
      // close() waits for open connections, so drop them first.
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const s of sockets) s.destroy();
      sockets.clear();
      await closed;
    },
    restore: listen,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));
    },
  };
}

const baseUrl = process.env.DATABASE_URL;
let proxy: Awaited<ReturnType<typeof startProxy>>;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let server: TestServer;

beforeAll(async () => {
  if (!baseUrl) return;
  scratch = await createScratchDatabase(baseUrl);
  const url = new URL(scratch.url);
  proxy = await startProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = "127.0.0.1";
  url.port = String(proxy.port);
  server = await startTestServer({ DATABASE_URL: url.toString() });
});
afterAll(async () => {
  await server?.stop().catch(() => {});
  await proxy?.close();
  await scratch?.drop();
});

// The embedded database lives in the process and cannot go away on its own; this is the
// PostgreSQL run's test.
it.skipIf(!baseUrl)("answers 503 quickly while PostgreSQL is unreachable and recovers by itself", { timeout: 120_000 }, async () => {
  const { client } = await createVerifiedUser(server);
  expect((await client.post("/api/fasting/start", { fastingType: "16:8" })).status).toBe(201);

  await proxy.cut();
  const during: { status: number; ms: number; code?: string }[] = [];
  for (let i = 0; i < 6; i++) {
    const started = performance.now();
    const path = i % 2 ? "/api/fasting/active" : "/api/health";
    const res = await client.get(path);
    during.push({ status: res.status, ms: performance.now() - started, code: res.body?.error?.code });
  }
  for (const r of during) {
    expect(r.status).toBe(503);
    expect(r.code).toBe("SERVICE_UNAVAILABLE");
    // Bounded by the pool's connection timeout, never a hang.
    expect(r.ms).toBeLessThan(8_000);
  }

  await proxy.restore();
  const restoredAt = Date.now();
  let recovered = false;
  while (Date.now() - restoredAt < 5_000) {
    const res = await client.get("/api/fasting/active");
    if (res.status === 200) {
      expect(res.body.session.fastingType).toBe("16:8");
      recovered = true;
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(recovered).toBe(true);
  expect((await client.get("/api/health")).status).toBe(200);
});
