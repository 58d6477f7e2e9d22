import { Hono } from "hono";
import { except } from "hono/combine";
import { describe, expect, it } from "vitest";
import { BODY_MAX_BYTES, BODY_METHODS, bodyLimit } from "./body-limit";
import { handleError } from "./errors";
import { createLogger } from "./logger";
import { jsonBody } from "./validate";
import { z } from "zod";

const logger = createLogger("silent");

/** An app as app.ts builds it: the default at the mount, a router (with its own error handler) taking more. */
function app() {
  const withOwnErrors = new Hono().post("/form", async (c) => c.json({ bytes: (await c.req.text()).length }));
  withOwnErrors.onError((err) => {
    throw err;
  });
  const root = new Hono();
  root.on(BODY_METHODS, "/big/*", bodyLimit(200 * 1024));
  root.on(BODY_METHODS, "*", except(["/big/*"], bodyLimit(BODY_MAX_BYTES)));
  root
    .post("/plain", async (c) => c.json({ bytes: (await c.req.text()).length }))
    .post("/json", jsonBody(z.object({ text: z.string() })), (c) => c.json({ bytes: c.req.valid("json").text.length }))
    .post("/big/json", jsonBody(z.object({ text: z.string() })), (c) => c.json({ bytes: c.req.valid("json").text.length }))
    .route("/big/sub", withOwnErrors);
  root.onError((err, c) => handleError(err, c, logger));
  return root;
}

const send = (path: string, bytes: number, { chunked = false, json = false } = {}) => {
  const body = json ? JSON.stringify({ text: "a".repeat(bytes) }) : "a".repeat(bytes);
  const payload = chunked ? new Blob([body]).stream() : body;
  return app().request(path, {
    method: "POST",
    body: payload,
    headers: json ? { "content-type": "application/json" } : {},
    ...(chunked ? { duplex: "half" } : {}),
  } as RequestInit);
};

describe("body limits", () => {
  it("hold a router that sets none to the default, with or without Content-Length", async () => {
    expect((await send("/plain", BODY_MAX_BYTES)).status).toBe(200);
    for (const chunked of [false, true]) {
      const res = await send("/plain", BODY_MAX_BYTES + 1, { chunked });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: { code: "PAYLOAD_TOO_LARGE", message: "The request body is too large." } });
    }
  });

  it("give a router its own limit instead, in a sub-app with its own error handler too", async () => {
    for (const chunked of [false, true]) {
      expect((await send("/big/sub/form", 150 * 1024, { chunked })).status).toBe(200);
      expect((await send("/big/sub/form", 200 * 1024 + 1, { chunked })).status).toBe(413);
    }
  });

  it("hold a JSON body to its router's limit", async () => {
    expect((await send("/json", 60 * 1024, { json: true })).status).toBe(200);
    expect((await send("/big/json", 150 * 1024, { json: true, chunked: true })).status).toBe(200);
    expect((await send("/big/json", 200 * 1024, { json: true })).status).toBe(413);
    for (const chunked of [false, true]) {
      const res = await send("/json", BODY_MAX_BYTES, { json: true, chunked });
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ error: { code: "PAYLOAD_TOO_LARGE" } });
    }
  });
});
