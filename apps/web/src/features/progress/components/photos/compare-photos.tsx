import { PHOTO_POSES, type PhotoPose } from "@app/shared/photos";
import { daysBetween } from "@app/shared/time";
import type { ProgressPhoto } from "@app/shared/progress";
import { useState } from "react";
import { SelectField } from "@/components/ui/form-field";
import { formatDay } from "@/lib/format";
import { PrivateImage } from "@/components/private-image";
import { photoLabel, POSE_LABELS } from "./photo-labels";
import { Options } from "@/components/ui/native-select";

/** The pose with the most photos to compare (front when tied). */
function defaultPose(photos: ProgressPhoto[]): PhotoPose {
  const counts = PHOTO_POSES.map((pose) => ({ pose, n: photos.filter((p) => p.pose === pose).length }));
  return counts.reduce((best, c) => (c.n > best.n ? c : best), counts[0]!).pose;
}

/** Two photos of one pose side by side: by default the first and the latest. */
export function ComparePhotos({ photos }: { photos: ProgressPhoto[] }) {
  const [pose, setPose] = useState<PhotoPose>(() => defaultPose(photos));
  // The server lists newest first (by day, then by upload): oldest first here.
  const ofPose = photos.filter((p) => p.pose === pose).reverse();
  const [picked, setPicked] = useState<{ pose: PhotoPose; before?: string; after?: string }>({ pose });
  const choice = picked.pose === pose ? picked : { pose };
  const before = ofPose.find((p) => p.id === choice.before) ?? ofPose[0];
  const after = ofPose.find((p) => p.id === choice.after) ?? ofPose.at(-1);

  const dayOptions = ofPose.map((p) => (
    <option key={p.id} value={p.id}>
      {formatDay(p.takenOn, { short: true })}
    </option>
  ));
  return (
    <section aria-labelledby="compare-title" className="grid gap-4">
      <h3 id="compare-title" className="text-lg font-bold tracking-tight">
        Compare
      </h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <SelectField id="compare-pose" label="Pose" value={pose} onChange={(e) => setPose(e.target.value as PhotoPose)}>
          <Options values={PHOTO_POSES} labels={POSE_LABELS} />
        </SelectField>
        {ofPose.length >= 2 && (
          <>
            <SelectField
              id="compare-before"
              label="Before"
              value={before?.id}
              onChange={(e) => setPicked({ ...choice, before: e.target.value })}
            >
              {dayOptions}
            </SelectField>
            <SelectField
              id="compare-after"
              label="After"
              value={after?.id}
              onChange={(e) => setPicked({ ...choice, after: e.target.value })}
            >
              {dayOptions}
            </SelectField>
          </>
        )}
      </div>
      {ofPose.length < 2 || !before || !after ? (
        <p className="text-sm text-muted-foreground">
          Add two {POSE_LABELS[pose].toLowerCase()} photos on different days to compare them side by side.
        </p>
      ) : (
        <>
          <p className="text-sm font-medium" data-testid="compare-gap">
            {daysBetween(before.takenOn, after.takenOn) === 0
              ? "Same day"
              : `${Math.abs(daysBetween(before.takenOn, after.takenOn))} days apart`}
          </p>
          <div className="grid max-w-2xl grid-cols-2 gap-3">
            {[before, after].map((photo, i) => (
              <figure key={`${i}-${photo.id}`} className="flex min-w-0 flex-col gap-2">
                <PrivateImage url={photo.url} alt={photoLabel(photo)} className="aspect-[3/4] w-full rounded-lg" />
                <figcaption className="text-center text-sm">
                  <span className="font-semibold">{i === 0 ? "Before" : "After"}</span> · {formatDay(photo.takenOn, { short: true })}
                </figcaption>
              </figure>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
