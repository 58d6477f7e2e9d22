/** Community rules shared by server and app. No zod here: the app bundles this. */

export const POST_CATEGORIES = [
  { key: "wins", label: "Wins" },
  { key: "questions", label: "Questions" },
  { key: "meals", label: "Meals" },
  { key: "fasting", label: "Fasting" },
  { key: "recipes", label: "Recipes" },
] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number]["key"];
export const POST_CATEGORY_KEYS = POST_CATEGORIES.map((c) => c.key) as unknown as readonly [PostCategory, ...PostCategory[]];
export const POST_CATEGORY_MESSAGE = "Category must be Wins, Questions, Meals, Fasting or Recipes.";
export const postCategoryLabel = (key: PostCategory) => POST_CATEGORIES.find((c) => c.key === key)!.label;

export const REPORT_REASONS = [
  { key: "spam", label: "Spam" },
  { key: "harassment", label: "Harassment" },
  { key: "dangerous-advice", label: "Dangerous medical advice" },
  { key: "eating-disorder", label: "Eating-disorder content" },
  { key: "other", label: "Other" },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]["key"];
export const REPORT_REASON_KEYS = REPORT_REASONS.map((r) => r.key) as unknown as readonly [ReportReason, ...ReportReason[]];
export const REPORT_REASON_MESSAGE = "Choose a reason.";

export const TITLE_MAX = 120;
export const POST_BODY_MAX = 10_000;
export const COMMENT_BODY_MAX = 10_000;
export const REPORT_NOTE_MAX = 500;
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 40;
/** A display name has none of these characters (they would read as an @mention or as markup). */
export const DISPLAY_NAME_FORBIDDEN = /[@<>]/;
export const DISPLAY_NAME_FORBIDDEN_MESSAGE = "Display name can't contain @, < or >.";
/** Posts and comments can be edited this long after they were written. */
export const EDIT_WINDOW_HOURS = 24;
/** Members whose account is younger than this cannot post links (spam accounts are new). */
export const NEW_MEMBER_HOURS = 24;
export const POSTS_PER_HOUR = 5;
export const COMMENTS_PER_HOUR = 30;
/** Edits of posts and comments together, per member: each one is parsed and stored again. */
export const EDITS_PER_HOUR = 30;
/** Lists, bold, italics and links inside one another: at most this deep (deeper is refused, not cut). */
export const RICH_TEXT_NESTING_MAX = 10;
/** Free users see this many of the newest posts, read-only. */
export const FREE_PREVIEW_POSTS = 3;
export const FEED_PAGE_SIZE = 20;
export const SUSPENSION_DAYS_MIN = 1;
export const SUSPENSION_DAYS_MAX = 365;

/*
 * Rich text: the small Markdown subset a post or comment is written in (paragraphs, bold, italics,
 * lists, links), as the server parses and checks it. The app renders these nodes as elements, so
 * nothing a member writes is ever read as HTML.
 */
export type Inline =
  | { t: "text"; v: string }
  | { t: "strong"; c: Inline[] }
  | { t: "em"; c: Inline[] }
  | { t: "link"; href: string; c: Inline[] }
  | { t: "br" };
export type Block = { t: "p"; c: Inline[] } | { t: "ul"; items: Inline[][] } | { t: "ol"; items: Inline[][]; start: number };
export type RichText = Block[];

// Both runtimes have the WHATWG URL; this package is typed without DOM or Node libraries.
declare const URL: new (href: string) => { protocol: string; hostname: string; href: string };

/** A link we render: an absolute http(s) URL, nothing else (no javascript:, data:, relative paths). */
export function isSafeHref(href: string): boolean {
  try {
    const url = new URL(href);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** The rich text's words, for excerpts and search: "Day 30! **Down 6 kg**" → "Day 30! Down 6 kg". */
export function plainText(doc: RichText): string {
  const inline = (nodes: Inline[]): string => nodes.map((n) => (n.t === "text" ? n.v : n.t === "br" ? " " : inline(n.c))).join("");
  return doc
    .map((b) => (b.t === "p" ? inline(b.c) : b.items.map(inline).join(" · ")))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

export const PREVIEW_EXCERPT_CHARS = 240;

/** A free reader's preview of a post: plain text of at most `max` characters, cut at a word, "…" when there was more. */
export function excerptOf(doc: RichText, max = PREVIEW_EXCERPT_CHARS): { doc: RichText; truncated: boolean } {
  const text = plainText(doc);
  if (text.length <= max) return { doc: text ? [{ t: "p", c: [{ t: "text", v: text }] }] : [], truncated: false };
  const cut = text.slice(0, max);
  const atWord = cut.lastIndexOf(" ");
  const kept = (atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s.,;:!?·-]+$/u, "");
  return { doc: [{ t: "p", c: [{ t: "text", v: `${kept}…` }] }], truncated: true };
}

/** A member's initials: "Ann Lee" → "AL", "carnivore_cat" → "CA". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words.at(-1)![0]] : [...(words[0] ?? "?")].slice(0, 2);
  return letters.join("").toUpperCase();
}

/** The avatar's colour, from the name, so a member looks the same everywhere: one of 8 hues. */
export const AVATAR_HUES = [8, 25, 45, 140, 175, 205, 260, 320] as const;
export function avatarHue(name: string): number {
  let hash = 0;
  for (const ch of name.toLowerCase()) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return AVATAR_HUES[hash % AVATAR_HUES.length]!;
}

export function withinEditWindow(createdAt: string | Date, now: Date = new Date()): boolean {
  return now.getTime() - new Date(createdAt).getTime() <= EDIT_WINDOW_HOURS * 3_600_000;
}
