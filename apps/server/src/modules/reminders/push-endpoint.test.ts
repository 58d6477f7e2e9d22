import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { addressAllowed, pushEndpointProblem } from "./push-endpoint";

describe("push endpoints that reach inward", () => {
  const production = { allowLoopback: false };
  it("refuses every IPv6 form that embeds an inward IPv4 address, and the deprecated IPv4-compatible range", () => {
    for (const endpoint of [
      "https://[::7f00:1]/",
      "https://[::127.0.0.1]/",
      "https://[::a00:1]/",
      "https://[::ffff:127.0.0.1]/",
      "https://[0:0:0:0:0:ffff:7f00:1]/",
      "https://[::ffff:0:7f00:1]/",
      "https://[64:ff9b::7f00:1]/",
      "https://[64:ff9b:1::a00:1]/",
      "https://[2002:7f00:1::]/",
      "https://[2002:a9fe:a9fe::1]/",
      "https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/",
      "https://[fec0::1]/",
    ]) {
      expect(pushEndpointProblem(endpoint, production), endpoint).not.toBeNull();
    }
    for (const address of ["::7f00:1", "::1:2", "::ffff:0:a00:1", "2002:c0a8:101::1", "64:ff9b::8.8.8.8"]) {
      expect(addressAllowed(address, production), address).toBe(false);
      expect(addressAllowed(address, { allowLoopback: true }), address).toBe(false);
    }
    // Public addresses, also a 6to4 one of a public IPv4 address, stay allowed.
    for (const address of ["2a00:1450:4001:80b::200a", "2002:808:808::1", "::ffff:142.250.74.10", "142.250.74.10"]) {
      expect(addressAllowed(address, production), address).toBe(true);
    }
  });

  it("lets a push go to loopback only outside production on a loopback APP_URL, not under ALLOW_TEST_MODE on a public one", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "carnitrack-push-"));
    expect(loadConfig({ DATA_DIR: dir, APP_URL: "http://127.0.0.1:3000" }).pushToLoopback).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, APP_URL: "http://localhost:3000" }).pushToLoopback).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, APP_URL: "http://carnitrack.example:3000", ALLOW_TEST_MODE: "1" }).pushToLoopback).toBe(false);
    const production = { NODE_ENV: "production", AUTH_SECRET: "s".repeat(40), SMTP_URL: "smtp://mail:587" };
    expect(loadConfig({ DATA_DIR: dir, APP_URL: "https://carnitrack.app", ...production }).pushToLoopback).toBe(false);
  });
});
