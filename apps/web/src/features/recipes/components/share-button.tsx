import { Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

/**
 * "Share": the system's share sheet where there is one (phones), else the link is copied. The link
 * opens the recipe for members and a teaser with its title and picture for anyone else.
 */
export function ShareButton({ slug, title }: { slug: string; title: string }) {
  const onShare = async () => {
    const url = new URL(`/recipes/${slug}`, window.location.origin).href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text: `${title}, on CarniTrack`, url });
        return;
      } catch (error) {
        if ((error as DOMException).name === "AbortError") return; // the user closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied", { description: url });
    } catch {
      toast("Copy this link to share it", { description: url });
    }
  };
  return (
    <Button variant="outline" onClick={() => void onShare()} className="print:hidden">
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
