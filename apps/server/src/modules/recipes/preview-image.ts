import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/** A recipe's drawing as a PNG for link previews (Open Graph), rendered from its SVG once and cached. */
export function previewImages(illustrationsDir: string) {
  const cache = new Map<string, Promise<Buffer | undefined>>();
  const render = async (slug: string) => {
    let svg: Buffer;
    try {
      svg = await readFile(path.join(illustrationsDir, `${slug}.svg`));
    } catch {
      return undefined;
    }
    return sharp(svg, { density: 144 }).resize(1200, 900).png({ compressionLevel: 9 }).toBuffer();
  };
  return (slug: string): Promise<Buffer | undefined> => {
    let image = cache.get(slug);
    if (!image) {
      image = render(slug);
      cache.set(slug, image);
    }
    return image;
  };
}
