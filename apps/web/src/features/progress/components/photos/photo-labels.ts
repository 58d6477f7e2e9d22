import type { PhotoPose } from "@app/shared/photos";
import type { ProgressPhoto } from "@app/shared/progress";
import { formatDay } from "@/lib/format";

export const POSE_LABELS: Record<PhotoPose, string> = { front: "Front", side: "Side", back: "Back" };

/** "Front photo, Mon, Nov 23": what a photo shows, for its alt text and caption. */
export function photoLabel(photo: ProgressPhoto): string {
  return `${POSE_LABELS[photo.pose]} photo, ${formatDay(photo.takenOn, { short: true })}`;
}
