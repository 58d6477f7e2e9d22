import { stringify, type Options } from "csv-stringify/sync";
import type { ExportCell } from "./user-data";

/**
 * RFC 4180 as spreadsheet apps read it: CRLF between rows; a cell with a comma, a quote or any
 * line break quoted (csv-stringify quotes only the record delimiter itself, not a lone \n or \r);
 * text starting with = + - @, a tab or a carriage return (or their full-width forms) prefixed with
 * ' so a spreadsheet shows it instead of running it as a formula. Numbers are left as they are.
 */
const CSV_OPTIONS: Options = { record_delimiter: "windows", quoted_match: /[\r\n]/, escape_formulas: true };

/** Rows stringified at once: fewer, larger chunks for the ZIP. */
const BATCH_ROWS = 200;

/**
 * A table as CSV text, written while its rows are read: a UTF-8 byte order mark (so Excel takes the
 * text as UTF-8), the column titles, the rows. Nothing at all when there are no rows.
 */
export async function* csvText(columns: readonly string[], rows: AsyncIterable<readonly ExportCell[]>): AsyncGenerator<string> {
  let batch: ExportCell[][] = [];
  let started = false;
  const flush = () => {
    const text = stringify(started ? batch : [[...columns], ...batch], { ...CSV_OPTIONS, bom: !started });
    started = true;
    batch = [];
    return text;
  };
  for await (const row of rows) {
    batch.push([...row]);
    if (batch.length >= BATCH_ROWS) yield flush();
  }
  if (batch.length) yield flush();
}

/** An instant's local date and time of day in a time zone: { date: "2026-01-31", time: "07:05" }. */
export function localDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    localFormat(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** "2026-01-31 07:05" in the time zone: a cell spreadsheets read as a date and time. */
export function localStamp(instant: Date | null, timeZone: string): string | null {
  if (!instant) return null;
  const { date, time } = localDateTime(instant, timeZone);
  return `${date} ${time}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function localFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    // Time zones are few; a cap keeps odd requests from growing the map.
    if (formats.size < 500) formats.set(timeZone, format);
  }
  return format;
}
