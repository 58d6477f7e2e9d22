/**
 * Characters that must never reach another person inside user text: control characters (NUL and
 * the rest of C0/C1), line and paragraph breaks (a name that ends a sentence and starts a new
 * paragraph in a mail), and bidirectional overrides, embeddings, isolates and marks (text that
 * displays differently from what it says). Zero-width joiners stay allowed: emoji sequences use them.
 */
const UNSAFE_IN_LINE = /[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** The same, but line breaks (\n, \r\n) and tabs are fine in multi-line text such as notes. */
const UNSAFE_IN_TEXT = /(?![\t\n\r])[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

export function isSafeLine(value: string): boolean {
  return !UNSAFE_IN_LINE.test(value);
}

export function isSafeText(value: string): boolean {
  return !UNSAFE_IN_TEXT.test(value);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** "10,000", "72.5", in English. Formatters are cached: the forms build their messages when their modules load. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat("en-US", options)));
  return format.format(value);
}

/** What is said about one line of text (lineSchema, and the app's forms that check a line the same way). */
export const lineMessages = (label: string, { min = 1, max }: { min?: number; max: number }) => ({
  required: `${label} is required.`,
  tooShort: min === 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`,
  tooLong: `${label} must be at most ${max} characters.`,
  unsafe: `${label} can't contain line breaks or invisible control characters.`,
});

/** What is said about multi-line text (textSchema, and the app's forms that check text the same way). */
export const textMessages = (label: string, { max }: { max: number }) => ({
  notText: `${label} must be text.`,
  tooLong: `${label} must be at most ${formatNumber(max)} characters.`,
  unsafe: `${label} can't contain invisible control characters.`,
  blank: `${label} is required.`,
});
