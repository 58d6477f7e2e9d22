import { LoadError } from "@/components/ui/load-error";
import type { ProgressPhoto } from "@app/shared/progress";
import { Camera, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SectionHeading } from "@/components/ui/section-heading";
import { Spinner } from "@/components/ui/spinner";
import { failed } from "@/lib/failed";
import { toast } from "@/lib/toast";
import type { ProgressAccess } from "../../access";
import { useDeletePhoto, usePhotos } from "../../api/progress-queries";
import { AddPhotoForm } from "./add-photo-form";
import { ComparePhotos } from "./compare-photos";
import { PrivateImage } from "@/components/private-image";
import { photoLabel } from "./photo-labels";

/**
 * Progress photos. Premium: add, see them all, compare two of the same pose, delete. A free user
 * sees the upgrade prompt, and any photos kept from a past Premium, to look at or delete.
 */
export function PhotosCard({ today, access, upgradePrompt }: { today: string; access: ProgressAccess; upgradePrompt: ReactNode }) {
  const photos = usePhotos(access !== "checking");
  const list = photos.data?.photos;
  return (
    <Card as="section" aria-labelledby="photos-title">
      <CardHeader>
        <SectionHeading id="photos-title" icon={<Camera />} aside={photos.isFetching && <Spinner className="ml-auto text-primary" />}>
          Progress photos
        </SectionHeading>
        <CardDescription>Private to you. Same pose, same light, once a week: the change shows up here first.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        {access === "checking" ? (
          <div className="h-40 animate-pulse rounded-lg bg-muted/50" />
        ) : access === "free" ? (
          <>
            <div className="grid justify-items-center py-4">{upgradePrompt}</div>
            {list && list.length > 0 && (
              <>
                <p className="text-sm text-muted-foreground">
                  The photos you took with Premium are still yours: look at them, download them with your data, or delete them.
                </p>
                <PhotoGrid photos={list} />
              </>
            )}
          </>
        ) : (
          <>
            <AddPhotoForm today={today} />
            {photos.isError && !list ? (
              <LoadError what="your photos" onRetry={() => void photos.refetch()} />
            ) : !list ? (
              <div className="h-40 animate-pulse rounded-lg bg-muted/50" />
            ) : list.length === 0 ? (
              <p className="text-center text-muted-foreground">No photos yet. Your first one is the "before" you'll be glad to have.</p>
            ) : (
              <>
                <ComparePhotos photos={list} />
                <PhotoGrid photos={list} />
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function PhotoGrid({ photos }: { photos: ProgressPhoto[] }) {
  const remove = useDeletePhoto();
  const [confirming, setConfirming] = useState<ProgressPhoto | null>(null);
  const onDelete = async (photo: ProgressPhoto) => {
    if (await failed(remove.mutateAsync(photo.id), "Couldn't delete this photo")) return;
    toast("Photo deleted", { description: photoLabel(photo) });
    // Its delete button is gone with it: focus goes to the photos' heading, not to the page's start.
    document.getElementById("all-photos-title")?.focus();
  };
  return (
    <section aria-labelledby="all-photos-title" className="grid gap-3">
      <h3 id="all-photos-title" tabIndex={-1} className="text-lg font-bold tracking-tight outline-none">
        All photos
      </h3>
      <ul aria-label="Your progress photos" className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {photos.map((photo) => (
          <li key={photo.id} className="flex min-w-0 flex-col gap-1.5">
            <PrivateImage url={photo.thumbUrl} alt={photoLabel(photo)} className="aspect-[3/4] w-full rounded-md" />
            <div className="flex items-center justify-between gap-1">
              <span className="min-w-0 truncate text-xs text-muted-foreground">{photoLabel(photo)}</span>
              <Button variant="ghost" size="icon" aria-label={`Delete ${photoLabel(photo)}`} onClick={() => setConfirming(photo)}>
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Delete this photo?"
        description={`${confirming ? photoLabel(confirming) : ""} will be deleted for good, with its copies on our servers.`}
        cancelLabel="Keep it"
        confirmLabel="Delete photo"
        onConfirm={() => {
          if (confirming) void onDelete(confirming);
          setConfirming(null);
        }}
      />
    </section>
  );
}
