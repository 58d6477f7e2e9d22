import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvText, localDateTime, localStamp } from "./csv";
import type { ExportCell } from "./user-data";

async function* rowsOf(rows: readonly (readonly ExportCell[])[]) {
  yield* rows;
}

async function textOf(columns: string[], rows: readonly (readonly ExportCell[])[]) {
  const chunks: string[] = [];
  for await (const chunk of csvText(columns, rowsOf(rows))) chunks.push(chunk);
  return chunks;
}

describe("csvText", () => {
  it("quotes commas, quotes and every kind of line break, and reads back the same", async () => {
    const cells = ["plain", "a, b", 'say "hi"', "two\nlines", "cr\ronly", "crlf\r\nhere", "", "ünïcødé 🥩"];
    const [text] = await textOf(["A", "B", "C", "D", "E", "F", "G", "H"], [cells]);
    expect(text).toBe('\uFEFFA,B,C,D,E,F,G,H\r\nplain,"a, b","say ""hi""","two\nlines","cr\ronly","crlf\r\nhere",,ünïcødé 🥩\r\n');
    expect(parse(text!, { bom: true })).toEqual([["A", "B", "C", "D", "E", "F", "G", "H"], cells]);
  });

  it("prefixes text a spreadsheet would run as a formula with ', and leaves numbers alone", async () => {
    const formulas = ["=1+1", "+1", "-1+2", "@SUM(A1)", "\tTAB", "\rCR", "＝1+1", '=HYPERLINK("http://x","y")'];
    const [text] = await textOf(
      ["Text", "Number"],
      formulas.map((f) => [f, -2.5]),
    );
    const rows = parse(text!, { bom: true }) as string[][];
    expect(rows.slice(1)).toEqual(formulas.map((f) => [`'${f}`, "-2.5"]));
    // Not a formula: text with these characters later on, and empty cells.
    const [safe] = await textOf(["A", "B", "C"], [["a=b", "1-2", null]]);
    expect(safe).toBe("\uFEFFA,B,C\r\na=b,1-2,\r\n");
  });

  it("writes the byte order mark and titles once however many batches, and nothing for no rows", async () => {
    const rows = Array.from({ length: 450 }, (_, i) => [i, `row ${i}`]);
    const chunks = await textOf(["N", "Name"], rows);
    expect(chunks.length).toBeGreaterThan(1);
    const text = chunks.join("");
    expect(text.match(/\uFEFF/g)).toHaveLength(1);
    expect(parse(text, { bom: true })).toEqual([["N", "Name"], ...rows.map(([n, name]) => [String(n), name])]);
    expect(await textOf(["N"], [])).toEqual([]);
  });
});

describe("local dates and times", () => {
  it("are the time zone's, summer time included", () => {
    expect(localDateTime(new Date("2026-01-31T23:30:00Z"), "Europe/Berlin")).toEqual({ date: "2026-02-01", time: "00:30" });
    expect(localDateTime(new Date("2026-07-01T22:05:00Z"), "Europe/Berlin")).toEqual({ date: "2026-07-02", time: "00:05" });
    expect(localDateTime(new Date("2026-07-01T00:00:00Z"), "America/Los_Angeles")).toEqual({ date: "2026-06-30", time: "17:00" });
    expect(localStamp(new Date("2026-03-04T05:06:00Z"), "UTC")).toBe("2026-03-04 05:06");
    expect(localStamp(null, "UTC")).toBeNull();
  });
});
