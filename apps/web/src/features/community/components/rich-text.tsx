import { isSafeHref, type Block, type Inline, type RichText } from "@app/shared/community";
import { Fragment, type ReactNode } from "react";
import { cn } from "@/lib/cn";

/** What a member's link opens with: a new tab, no referrer's window, and no endorsement by us. */
export const MEMBER_LINK_REL = "nofollow ugc noopener";

function inlines(nodes: Inline[]): ReactNode {
  return nodes.map((node, i) => <Fragment key={i}>{inline(node)}</Fragment>);
}

function inline(node: Inline): ReactNode {
  switch (node.t) {
    case "text":
      // A string child: React escapes it, so markup in it stays text.
      return node.v;
    case "br":
      return <br />;
    case "strong":
      return <strong className="font-semibold text-foreground">{inlines(node.c)}</strong>;
    case "em":
      return <em>{inlines(node.c)}</em>;
    case "link":
      // The server only sends http(s) links; anything else is shown as its words, never as a link.
      return isSafeHref(node.href) ? (
        <a
          href={node.href}
          rel={MEMBER_LINK_REL}
          target="_blank"
          className="font-medium break-words text-primary underline underline-offset-4 hover:text-primary-hover"
        >
          {inlines(node.c)}
        </a>
      ) : (
        inlines(node.c)
      );
    default:
      return null;
  }
}

function block(node: Block): ReactNode {
  switch (node.t) {
    case "p":
      return <p>{inlines(node.c)}</p>;
    case "ul":
      return (
        <ul className="list-disc pl-5 marker:text-muted-foreground">
          {node.items.map((item, i) => (
            <li key={i} className="pl-0.5">
              {inlines(item)}
            </li>
          ))}
        </ul>
      );
    case "ol":
      return (
        <ol start={node.start} className="list-decimal pl-5 marker:text-muted-foreground">
          {node.items.map((item, i) => (
            <li key={i} className="pl-0.5">
              {inlines(item)}
            </li>
          ))}
        </ol>
      );
    default:
      return null;
  }
}

/**
 * A post's or comment's text, from the rich-text nodes the server checked: React elements only
 * (nothing a member writes is ever read as HTML), links only to http(s) addresses.
 */
export function RichTextView({ doc, className }: { doc: RichText; className?: string }) {
  return (
    <div className={cn("space-y-3 leading-relaxed break-words text-foreground/90", className)}>
      {doc.map((node, i) => (
        <Fragment key={i}>{block(node)}</Fragment>
      ))}
    </div>
  );
}

/** The Markdown a member can write, in a line under the composer's body. */
export function FormattingHint() {
  return (
    <>
      Formatting: <code className="font-semibold">**bold**</code>, <code className="font-semibold">*italics*</code>,{" "}
      <code className="font-semibold">- lists</code>, <code className="font-semibold">[links](https://…)</code>
    </>
  );
}
