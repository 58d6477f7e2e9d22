import MarkdownIt, { type StateInline, type Token } from "markdown-it";
import { RICH_TEXT_NESTING_MAX, isSafeHref, type Block, type Inline, type RichText } from "@app/shared/community";
import { AppError } from "../../platform/errors";

/*
 * A member's Markdown, parsed by markdown-it into the small subset we show: paragraphs, bold,
 * italics, lists, http(s) links and line breaks. Only those rules are on, so anything else (HTML,
 * images, headings, code, other link schemes) stays plain text. The result is data, not HTML: the
 * app renders its nodes as elements, so no text can run as script. markdown-it's rules stay linear
 * on hostile input, and the nesting a member can write is limited.
 */

const md = new MarkdownIt("zero", {
  breaks: true,
  linkify: true,
  // A list deeper than we accept is still seen (and refused) before markdown-it stops descending.
  maxNesting: 2 * RICH_TEXT_NESTING_MAX + 2,
});
md.enable(["list", "newline", "emphasis", "link", "autolink", "escape", "linkify"]);
// Bare links with their scheme ("https://…") from linkify-it; its scheme-less ("fuzzy") search costs
// more than linear time on some input, so "www.…" links come from our own rule below instead.
md.linkify.set({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false });
md.linkify.add("ftp:", null).add("//", null).add("mailto:", null);
md.validateLink = isSafeHref;

/*
 * "www.example.com" as a link to https://www.example.com/, as GFM (and marked, before) had it: at a
 * "www." that starts the text or follows a space, "(", "*", "_" or "~", up to the next space or "<",
 * less trailing punctuation (".", ",", "!", "?", ":", ";", quotes, "*", "_", "~", an entity such as
 * "&amp;", and a ")" that closes nothing in the link). Linear by construction: the rule runs only at
 * such a "w", its pattern is one character class with no alternatives (no backtracking), and a stretch
 * it has read and found no link in (longer than WWW_LINK_MAX, or not an address) is not read again.
 */
export const WWW_LINK_MAX = 2048;
const WWW_LINK = new RegExp(`www\\.[A-Za-z0-9_-][^\\s<]{0,${WWW_LINK_MAX - 5}}`, "y");
const WWW_TRAILING = new Set("?!.,:;*_~'\"");

/** Whether a "www." at `pos` may start a link: at the start, or after a space, "(", "*", "_" or "~". */
function wwwMayStart(src: string, pos: number): boolean {
  if (pos === 0) return true;
  const before = src[pos - 1]!;
  return before === "(" || before === "*" || before === "_" || before === "~" || /\s/.test(before);
}

/** The link less what follows it in the sentence (GFM's "extended autolink path validation"). */
function trimTrailing(candidate: string): string {
  let end = candidate.length;
  let unclosed = 0;
  for (const ch of candidate) unclosed += ch === ")" ? 1 : ch === "(" ? -1 : 0;
  for (;;) {
    const last = candidate[end - 1]!;
    if (WWW_TRAILING.has(last)) {
      // "&amp;" at the end: an entity, not the link's.
      if (last === ";") {
        let start = end - 1;
        while (start > 0 && /[A-Za-z0-9]/.test(candidate[start - 1]!)) start--;
        if (start < end - 1 && candidate[start - 1] === "&") {
          end = start - 1;
          continue;
        }
      }
      end--;
    } else if (last === ")" && unclosed > 0) {
      unclosed--;
      end--;
    } else return candidate.slice(0, end);
  }
}

/** Per inline run: where a "www." read before and found to be no link ends (nothing before it is read again). */
const wwwReadUntil = new WeakMap<StateInline, number>();

function wwwLink(state: StateInline, silent: boolean): boolean {
  const { src, pos } = state;
  // Not inside a link's text, and not while markdown-it looks for the end of one ("[…](…)").
  if (silent || state.linkLevel > 0 || src.charCodeAt(pos) !== 0x77 /* w */ || !wwwMayStart(src, pos)) return false;
  if (pos < (wwwReadUntil.get(state) ?? 0)) return false;
  WWW_LINK.lastIndex = pos;
  const match = WWW_LINK.exec(src);
  if (!match) return false;
  const read = match[0].slice(0, state.posMax - pos);
  const tooLong = read.length === WWW_LINK_MAX && pos + read.length < state.posMax && /[^\s<]/.test(src[pos + read.length]!);
  const url = tooLong ? "" : trimTrailing(read);
  const href = `https://${url}`;
  if (tooLong || url.length <= "www.".length || !isSafeHref(href)) {
    wwwReadUntil.set(state, pos + read.length);
    return false;
  }
  const open = state.push("link_open", "a", 1);
  open.attrs = [["href", href]];
  open.markup = "linkify";
  open.info = "auto";
  state.push("text", "", 0).content = url;
  const close = state.push("link_close", "a", -1);
  close.markup = "linkify";
  close.info = "auto";
  state.pos += url.length;
  return true;
}

// The characters markdown-it's text rule stops at (its isTerminatorChar): "\n!#$%&*+-:<=>@[\\]^_`{}~".
const TERMINATORS = new Set([..."\n!#$%&*+-:<=>@[\\]^_`{}~"].map((ch) => ch.charCodeAt(0)));

/**
 * markdown-it's text rule (a run of characters no other rule starts at), also stopping at a "w" where
 * a "www." link may start, so that wwwLink is asked there.
 */
function textRun(state: StateInline, silent: boolean): boolean {
  const { src, posMax } = state;
  let pos = state.pos;
  while (pos < posMax) {
    const code = src.charCodeAt(pos);
    if (TERMINATORS.has(code) || (code === 0x77 && pos > state.pos && wwwMayStart(src, pos))) break;
    pos++;
  }
  if (pos === state.pos) return false;
  if (!silent) state.pending += src.slice(state.pos, pos);
  state.pos = pos;
  return true;
}
md.inline.ruler.at("text", textRun);
md.inline.ruler.before("text", "www", wwwLink);

// An image ("![a](https://…)") is its text as written, as marked's was: markdown-it's image rule only
// finds where it ends (else its brackets would be read as a link: "!" and a link to the picture). Its
// text is a "text_special" token, which the linkify core rule passes over (the address stays text)
// and text_join then makes text.
md.enable("image");
const image = md.inline.ruler.__rules__.find((rule) => rule.name === "image")!.fn;
md.inline.ruler.at("image", (state, silent) => {
  const start = state.pos;
  if (!image(state, true)) return false;
  if (!silent) state.push("text_special", "", 0).content = state.src.slice(start, state.pos);
  return true;
});

export const NESTED_TOO_DEEP = `Lists, bold and italics can be nested at most ${RICH_TEXT_NESTING_MAX} levels deep. Flatten your text and try again.`;
const tooDeep = () => new AppError("VALIDATION_FAILED", NESTED_TOO_DEEP);

function text(v: string): Inline[] {
  return v ? [{ t: "text", v }] : [];
}

/** Adjacent text nodes joined: "a" "b" → "ab" (at every level, which is at most RICH_TEXT_NESTING_MAX deep). */
function merged(nodes: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const node of nodes) {
    const last = out.at(-1);
    if (node.t === "text" && last?.t === "text") out[out.length - 1] = { t: "text", v: last.v + node.v };
    else if (node.t === "strong" || node.t === "em" || node.t === "link") out.push({ ...node, c: merged(node.c) });
    else out.push(node);
  }
  return out;
}

/** An inline token stream (flat, with open and close tokens) as nested nodes. */
function inline(tokens: Token[] | null): Inline[] {
  const root: Inline[] = [];
  // Each open element: the nodes it collects, and what its close adds (a link that could not be one).
  const open: { nodes: Inline[]; node?: Inline & { c: Inline[] }; href?: string; suffix?: string }[] = [{ nodes: root }];
  for (const token of tokens ?? []) {
    const here = open.at(-1)!.nodes;
    switch (token.type) {
      case "text":
      case "text_special":
        here.push(...text(token.content));
        break;
      case "softbreak":
      case "hardbreak":
        here.push({ t: "br" });
        break;
      case "strong_open":
      case "em_open":
      case "link_open": {
        if (open.length > RICH_TEXT_NESTING_MAX) throw tooDeep();
        const href = String(token.attrGet("href") ?? "");
        if (token.type === "link_open" && !isSafeHref(href)) {
          // "[a]()": markdown-it's link with an empty address, shown as written.
          here.push({ t: "text", v: "[" });
          open.push({ nodes: here, suffix: `](${href})` });
          break;
        }
        const node: Inline & { c: Inline[] } =
          token.type === "link_open"
            ? { t: "link", href: new URL(href).href, c: [] }
            : { t: token.type === "em_open" ? "em" : "strong", c: [] };
        here.push(node);
        open.push({ nodes: node.c, node, href });
        break;
      }
      case "strong_close":
      case "em_close":
      case "link_close": {
        const closed = open.length > 1 ? open.pop()! : undefined;
        if (closed?.suffix) closed.nodes.push({ t: "text", v: closed.suffix });
        // "[](https://…)": the address as its text.
        if (closed?.node?.t === "link" && closed.node.c.length === 0) closed.node.c.push({ t: "text", v: closed.href! });
        break;
      }
      // Nothing else is switched on; should a token come, it is its text.
      default:
        here.push(...text(token.content || token.markup));
    }
  }
  return merged(root);
}

/** A nested list, shown as the text it was written as (we show one level), its indentation taken off. */
function sourceOf(lines: string[], token: Token): string {
  const [start, end] = token.map ?? [0, 0];
  const block = lines.slice(start, end);
  const indent = /^ */.exec(block[0] ?? "")![0].length;
  return block
    .map((line) => line.replace(new RegExp(`^ {0,${indent}}`), ""))
    .join("\n")
    .trim();
}

/** The index of the token that closes the one at `i` (the next at its level, of its closing type). */
function closing(tokens: Token[], i: number): number {
  const { level, nesting } = tokens[i]!;
  if (nesting !== 1) return i;
  let j = i + 1;
  while (j < tokens.length && !(tokens[j]!.level === level && tokens[j]!.nesting === -1)) j++;
  return j;
}

function listItems(tokens: Token[], open: number, close: number, lines: string[]): Inline[][] {
  const items: Inline[][] = [];
  for (let i = open + 1; i < close; i = closing(tokens, i) + 1) {
    const end = closing(tokens, i);
    const parts: Inline[][] = [];
    for (let j = i + 1; j < end; j = closing(tokens, j) + 1) {
      const token = tokens[j]!;
      if (token.type === "paragraph_open") parts.push(inline(tokens[j + 1]!.children));
      else parts.push(text(sourceOf(lines, token)));
    }
    items.push(merged(parts.flatMap((nodes, k) => (k > 0 ? [{ t: "br" } as Inline, ...nodes] : nodes))));
  }
  return items;
}

/** Lists deeper than we accept are refused (as emphasis is, in inline()). */
function checkNesting(tokens: Token[]) {
  let lists = 0;
  for (const token of tokens) {
    if (token.type === "bullet_list_open" || token.type === "ordered_list_open") {
      if (++lists > RICH_TEXT_NESTING_MAX) throw tooDeep();
    } else if (token.type === "bullet_list_close" || token.type === "ordered_list_close") lists--;
  }
}

/**
 * The member's text as the nodes we show, or a 400 (VALIDATION_FAILED) when lists or emphasis are
 * nested more than RICH_TEXT_NESTING_MAX deep.
 */
export function parseRichText(markdown: string): RichText {
  const source = markdown.replace(/\r\n?/g, "\n");
  const tokens = md.parse(source, {});
  checkNesting(tokens);
  const lines = source.split("\n");
  const out: Block[] = [];
  for (let i = 0; i < tokens.length; i = closing(tokens, i) + 1) {
    const token = tokens[i]!;
    if (token.type === "paragraph_open") {
      out.push({ t: "p", c: inline(tokens[i + 1]!.children) });
    } else if (token.type === "bullet_list_open") {
      out.push({ t: "ul", items: listItems(tokens, i, closing(tokens, i), lines) });
    } else if (token.type === "ordered_list_open") {
      out.push({ t: "ol", items: listItems(tokens, i, closing(tokens, i), lines), start: Number(token.attrGet("start") ?? 1) });
    }
  }
  return out;
}

/** Whether the text has a link (a new member's post may not). */
export function hasLink(doc: RichText): boolean {
  const inlineHas = (nodes: Inline[]): boolean =>
    nodes.some((n) => n.t === "link" || ((n.t === "strong" || n.t === "em") && inlineHas(n.c)));
  return doc.some((b) => (b.t === "p" ? inlineHas(b.c) : b.items.some(inlineHas)));
}
