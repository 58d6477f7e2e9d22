import { Lexer, type Token, type Tokens } from "marked";
import { isSafeHref, type Block, type Inline, type RichText } from "@app/shared/community";

/*
 * A member's Markdown, read by marked's lexer (GFM) into the small subset we show: paragraphs,
 * bold, italics, lists and http(s) links. Anything else (HTML, images, headings, code, quotes,
 * tables, other link schemes) becomes the plain text it was written as. The result is data, not
 * HTML: the app renders its nodes as elements, so no text can run as script.
 */

function text(v: string): Inline[] {
  return v ? [{ t: "text", v }] : [];
}

/** Adjacent text nodes joined: "a" "b" → "ab". */
function merged(nodes: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const node of nodes) {
    const last = out.at(-1);
    if (node.t === "text" && last?.t === "text") out[out.length - 1] = { t: "text", v: last.v + node.v };
    else out.push(node);
  }
  return out;
}

function inline(tokens: Token[] | undefined): Inline[] {
  return merged((tokens ?? []).flatMap(inlineToken));
}

function inlineToken(token: Token): Inline[] {
  switch (token.type) {
    case "text": {
      const t = token as Tokens.Text;
      return t.tokens ? inline(t.tokens) : text(t.text);
    }
    case "escape":
      return text((token as Tokens.Escape).text);
    case "strong":
      return [{ t: "strong", c: inline((token as Tokens.Strong).tokens) }];
    case "em":
      return [{ t: "em", c: inline((token as Tokens.Em).tokens) }];
    case "link": {
      const link = token as Tokens.Link;
      const children = inline(link.tokens);
      return isSafeHref(link.href)
        ? [{ t: "link", href: new URL(link.href).href, c: children.length ? children : text(link.href) }]
        : text(link.raw);
    }
    case "br":
      return [{ t: "br" }];
    // Code, strikethrough, images, HTML and the rest: shown as the text they were written as.
    default:
      return text(token.raw);
  }
}

function listItems(list: Tokens.List): Inline[][] {
  return list.items.map((item) =>
    merged(
      item.tokens.flatMap((t, i) => {
        const nodes = t.type === "text" || t.type === "paragraph" ? inline((t as Tokens.Text).tokens ?? [t]) : text(t.raw.trim());
        return i > 0 ? [{ t: "br" } as Inline, ...nodes] : nodes;
      }),
    ),
  );
}

function blocks(tokens: Token[]): Block[] {
  const out: Block[] = [];
  for (const token of tokens) {
    if (token.type === "space") continue;
    if (token.type === "paragraph") {
      out.push({ t: "p", c: inline((token as Tokens.Paragraph).tokens) });
    } else if (token.type === "list") {
      const list = token as Tokens.List;
      out.push(
        list.ordered
          ? { t: "ol", items: listItems(list), start: typeof list.start === "number" ? list.start : 1 }
          : { t: "ul", items: listItems(list) },
      );
    } else {
      // Headings, quotes, code, tables, HTML: a paragraph of their text as written.
      const raw = token.raw.trim();
      if (raw) out.push({ t: "p", c: text(raw) });
    }
  }
  return out;
}

export function parseRichText(markdown: string): RichText {
  return blocks(new Lexer({ gfm: true, breaks: true }).lex(markdown.replace(/\r\n?/g, "\n")));
}

/** Whether the text has a link (a new member's post may not). */
export function hasLink(doc: RichText): boolean {
  const inlineHas = (nodes: Inline[]): boolean =>
    nodes.some((n) => n.t === "link" || ((n.t === "strong" || n.t === "em") && inlineHas(n.c)));
  return doc.some((b) => (b.t === "p" ? inlineHas(b.c) : b.items.some(inlineHas)));
}
