import { describe, expect, it } from "vitest";
import { takesGzip } from "./gzip";

describe("an answer encoded ahead", () => {
  it("goes gzipped only to a client whose Accept-Encoding takes gzip", () => {
    expect(takesGzip("gzip, deflate, br")).toBe(true);
    expect(takesGzip("br;q=1.0, GZIP;q=0.5")).toBe(true);
    expect(takesGzip("*")).toBe(true);
    expect(takesGzip(undefined)).toBe(false);
    expect(takesGzip("")).toBe(false);
    expect(takesGzip("br")).toBe(false);
    expect(takesGzip("identity")).toBe(false);
    expect(takesGzip("gzip;q=0")).toBe(false);
    expect(takesGzip("*, gzip;q=0")).toBe(false);
    expect(takesGzip("gzip;q=0, *")).toBe(false);
  });
});
