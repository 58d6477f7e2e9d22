import { ImageOff } from "lucide-react";
import { useEffect, useState } from "react";
import { apiObjectUrl } from "@/lib/api";
import { cn } from "@/lib/cn";

interface PrivateImageProps {
  url: string;
  alt: string;
  className?: string;
  /** Its size in pixels, when known: the space is kept while it loads. */
  width?: number;
  height?: number;
}

/**
 * A private image (a progress photo, a community post's photo): its bytes are fetched with the
 * session and shown from an object URL.
 */
export function PrivateImage({ url, alt, className, width, height }: PrivateImageProps) {
  const [loaded, setLoaded] = useState<{ url: string; src: string | null }>({ url, src: null });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | undefined;
    apiObjectUrl(url, controller.signal).then(
      (src) => {
        // Unmounted (or the url changed) while the bytes were on their way: let the copy go now.
        if (controller.signal.aborted) return URL.revokeObjectURL(src);
        objectUrl = src;
        setLoaded({ url, src });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ url, src: "" });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  const src = loaded.url === url ? loaded.src : null;
  const aspect = width && height ? { aspectRatio: `${width} / ${height}` } : undefined;
  if (src === null)
    return <div role="img" aria-label={alt} aria-busy="true" style={aspect} className={cn("animate-pulse bg-muted", className)} />;
  if (src === "")
    return (
      <div
        role="img"
        aria-label={`${alt} (could not load)`}
        style={aspect}
        className={cn("flex items-center justify-center bg-muted text-muted-foreground", className)}
      >
        <ImageOff aria-hidden="true" className="size-6" />
      </div>
    );
  return <img src={src} alt={alt} width={width} height={height} style={aspect} className={cn("bg-muted object-cover", className)} />;
}
