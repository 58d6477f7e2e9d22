import { useEffect, useState } from "react";

/**
 * An object URL for a Blob or File (a chosen photo's preview before it is sent), or null without
 * one. The URL is made when the blob is given and let go (revoked) when it changes or the component
 * unmounts, so a chosen file's bytes are not kept in memory after its preview is gone. Give it the
 * same Blob from render to render (state, or a form's value), not a new one each time.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [made, setMade] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- made here, so that this effect's cleanup (StrictMode's too) revokes the very URL it made
    setMade({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  // Until the effect has run for a new blob, no URL (the last one is already revoked).
  return blob && made?.blob === blob ? made.url : null;
}
