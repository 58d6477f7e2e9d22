export interface Mail {
  raw: string;
  text: string;
  links: string[];
}

/** Enough MIME to read our own mails: the quoted-printable text part and the links in it. */
export function parseMail(raw: string): Mail {
  const decoded = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const textPart = /Content-Type: text\/plain[\s\S]*?\r?\n\r?\n([\s\S]*?)(\r?\n--|$)/i.exec(decoded)?.[1] ?? decoded;
  const links = [...textPart.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0]);
  return { raw, text: textPart, links };
}
