import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEST_SECRET } from "../test/harness";
import { ConfigError, loadConfig } from "./config";
import { wantsPrettyLogs } from "./platform/logger";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "carnitrack-config-"));

describe("configuration", () => {
  it("has working defaults for a newcomer", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.secureCookies).toBe(false);
    // The generated secret is kept, so sessions survive restarts.
    expect(config.authSecret).toBe(readFileSync(path.join(dir, "auth-secret"), "utf8").trim());
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(config.authSecret);
  });

  it.each([
    [{ PORT: "eighty" }, /^Invalid configuration: PORT: /],
    [{ PORT: "70000" }, /PORT/],
    [{ APP_URL: "localhost:3000" }, /APP_URL: must be an http\(s\) URL/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL: must be a postgres/],
    [{ SMTP_URL: "http://mail" }, /SMTP_URL: must be an smtp/],
    [{ AUTH_SECRET: "short" }, /AUTH_SECRET: must be at least 32 characters/],
    [{ NODE_ENV: "staging" }, /NODE_ENV/],
    [{ TRUST_PROXY: "yes" }, /TRUST_PROXY/],
    [{ LOG_FORMAT: "text" }, /LOG_FORMAT: must be pretty or json/],
    [{ WORKERS: "0" }, /WORKERS/],
    [{ WORKERS: "2" }, /WORKERS: more than one server process needs DATABASE_URL/],
  ])("stops with one clear line naming the variable for %o", (env, message) => {
    const run = () => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(message);
  });

  it("logs human-readable lines in a terminal outside production, JSON elsewhere, unless LOG_FORMAT says", () => {
    const dir = dataDir();
    const pretty = (env: Record<string, string>, isTTY: boolean) => {
      const config = loadConfig({ DATA_DIR: dir, ...env });
      return wantsPrettyLogs(config.logFormat, { isTTY, isProduction: config.isProduction });
    };
    const production = {
      NODE_ENV: "production",
      APP_URL: "https://carnitrack.app",
      AUTH_SECRET: "s".repeat(40),
      SMTP_URL: "smtp://mail:587",
    };
    expect(pretty({}, true)).toBe(true);
    expect(pretty({}, false)).toBe(false);
    expect(pretty(production, true)).toBe(false);
    expect(pretty({ LOG_FORMAT: "json" }, true)).toBe(false);
    expect(pretty({ ...production, LOG_FORMAT: "pretty" }, false)).toBe(true);
  });

  it("requires a real secret, URL and SMTP in production", () => {
    const base = { NODE_ENV: "production", DATA_DIR: dataDir() };
    expect(() => loadConfig(base)).toThrow(/APP_URL: required in production/);
    expect(() => loadConfig({ ...base, APP_URL: "https://carnitrack.app" })).toThrow(/AUTH_SECRET: required in production/);
    expect(() => loadConfig({ ...base, APP_URL: "https://carnitrack.app", AUTH_SECRET: "s".repeat(40) })).toThrow(/SMTP_URL/);
    const config = loadConfig({ ...base, APP_URL: "https://carnitrack.app", AUTH_SECRET: "s".repeat(40), SMTP_URL: "smtp://mail:587" });
    expect(config.secureCookies).toBe(true);
    expect(config.isProduction).toBe(true);
  });

  it("keeps photos on disk by default, or in the S3 bucket of S3_URL, or of S3_BUCKET and its parts", () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).s3).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, S3_URL: "https://AK%2F1:s%40cret@minio.example.com:9000/photos?region=eu-west-1" }).s3).toEqual({
      bucket: "photos",
      endpoint: "https://minio.example.com:9000",
      region: "eu-west-1",
      credentials: { accessKeyId: "AK/1", secretAccessKey: "s@cret" },
      forcePathStyle: true,
    });
    // AWS itself: virtual-host style, the SDK's own credentials.
    expect(loadConfig({ DATA_DIR: dir, S3_BUCKET: "carnitrack-photos", S3_REGION: "eu-central-1" }).s3).toEqual({
      bucket: "carnitrack-photos",
      endpoint: undefined,
      region: "eu-central-1",
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(() => loadConfig({ DATA_DIR: dir, S3_URL: "https://s3.example.com/" })).toThrow(/S3_URL: name the bucket/);
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: "b-1", S3_ACCESS_KEY_ID: "AK" })).toThrow(/set both, or neither/);
    expect(() => loadConfig({ DATA_DIR: dir, S3_URL: "ftp://x/b" })).toThrow(ConfigError);
  });
});

describe("fail-open configuration", () => {
  const base = { AUTH_SECRET: TEST_SECRET, DATA_DIR: tmpdir() };

  it.each(["https://carnitrack.example", "http://192.0.2.10:3000", "http://carnitrack.example.com"])(
    "refuses test mode on %s without NODE_ENV=production or ALLOW_TEST_MODE=1",
    (url) => {
      expect(() => loadConfig({ ...base, APP_URL: url })).toThrow(/not a local address.*NODE_ENV=production.*ALLOW_TEST_MODE=1/);
      expect(loadConfig({ ...base, APP_URL: url, ALLOW_TEST_MODE: "1" }).testModeOnPublicUrl).toBe(true);
    },
  );

  it.each(["http://localhost:3000", "http://127.0.0.1:8080", "http://[::1]:3000", "http://carnitrack.localhost:3000"])(
    "allows test mode on %s",
    (url) => {
      expect(loadConfig({ ...base, APP_URL: url }).testModeOnPublicUrl).toBe(false);
    },
  );
});
