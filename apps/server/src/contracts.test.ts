import { afterAll, beforeAll, expect, it } from "vitest";
import { subscriptionStateResponse } from "@app/shared/contracts/billing";
import { activeFastResponse, fastingHistoryResponse, fastingSessionResponse, recentFastsResponse } from "@app/shared/contracts/fasting";
import { createVerifiedUser, startTestServer, type TestServer } from "../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

// The web app checks every answer against these contracts: the real answers must pass.
it("answers every read and write in the shape of its shared contract", async () => {
  const { client } = await createVerifiedUser(server);
  const check = async (contract: { safeParse(v: unknown): { success: boolean } }, res: Promise<{ status: number; body: unknown }>) => {
    const { status, body } = await res;
    expect(status).toBeLessThan(300);
    expect(contract.safeParse(body), JSON.stringify(body)).toMatchObject({ success: true });
  };
  await check(activeFastResponse, client.get("/api/fasting/active"));
  await check(fastingSessionResponse, client.post("/api/fasting/start", { fastingType: "Custom 20h" }));
  await check(activeFastResponse, client.get("/api/fasting/active"));
  await check(fastingSessionResponse, client.post("/api/fasting/end", {}));
  await check(recentFastsResponse, client.get("/api/fasting/recent"));
  await check(subscriptionStateResponse, client.get("/api/subscription"));
  await client.request("POST", "/checkout/yearly", {
    body: "action=subscribe",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  await check(subscriptionStateResponse, client.get("/api/subscription"));
  await check(fastingHistoryResponse, client.get("/api/fasting/history"));
});
