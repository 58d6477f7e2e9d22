import { ImageOff } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "@/lib/cn";
import { photoObjectUrl } from "../../api/progress-api";

/** A private photo: its bytes are fetched with the session and shown from an object URL. */
export function PhotoImage({ url, alt, className }: { url: string; alt: string; className?: string }) {
  const [loaded, setLoaded] = useState<{ url: string; src: string | null }>({ url, src: null });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | undefined;
    photoObjectUrl(url, controller.signal).then(
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
  if (src === null) return <div role="img" aria-label={alt} aria-busy="true" className={cn("animate-pulse bg-muted", className)} />;
  if (src === "")
    return (
      <div
        role="img"
        aria-label={`${alt} (could not load)`}
        className={cn("flex items-center justify-center bg-muted text-muted-foreground", className)}
      >
        <ImageOff aria-hidden="true" className="size-6" />
      </div>
    );
  return <img src={src} alt={alt} className={cn("bg-muted object-cover", className)} />;
}
