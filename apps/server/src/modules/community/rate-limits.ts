import { COMMENTS_PER_HOUR, EDITS_PER_HOUR, POSTS_PER_HOUR } from "@app/shared/community";
import { rateLimitsPerDb } from "../../platform/rate-limit";
import { PHOTO_UPLOADS_PER_HOUR } from "../photos";

/** Each member's hourly rate limits on writing: counted only for what is stored. */
export const communityRateLimits = rateLimitsPerDb({
  post: { key: "community-post", limit: POSTS_PER_HOUR, what: "posts this hour" },
  comment: { key: "community-comment", limit: COMMENTS_PER_HOUR, what: "comments this hour" },
  /** Edits are parsed and stored like new words: limited like them. */
  edit: { key: "community-edit", limit: EDITS_PER_HOUR, what: "edits this hour" },
  /** Photos are decoded by sharp: as many an hour as progress photos. */
  photo: { key: "community-photo", limit: PHOTO_UPLOADS_PER_HOUR, what: "photo uploads" },
});
