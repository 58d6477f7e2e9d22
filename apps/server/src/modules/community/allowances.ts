import { COMMENTS_PER_HOUR, EDITS_PER_HOUR, POSTS_PER_HOUR } from "@app/shared/community";
import type { Db } from "../../db/client";
import { allowance, RateLimiter, type Allowance } from "../../platform/rate-limit";
import { PHOTO_UPLOADS_PER_HOUR } from "../photos";

const HOUR = 3600;
const ALLOWANCES = {
  post: { key: "community-post", limit: POSTS_PER_HOUR, what: "posts this hour" },
  comment: { key: "community-comment", limit: COMMENTS_PER_HOUR, what: "comments this hour" },
  /** Edits are parsed and stored like new words: limited like them. */
  edit: { key: "community-edit", limit: EDITS_PER_HOUR, what: "edits this hour" },
  /** Photos are decoded by sharp: as many an hour as progress photos. */
  photo: { key: "community-photo", limit: PHOTO_UPLOADS_PER_HOUR, what: "photo uploads" },
} as const;

type CommunityAllowances = Record<keyof typeof ALLOWANCES, Allowance>;

// One set per database, so its limiter's sweep of old windows runs once a minute, not on each write.
const byDb = new WeakMap<Db, CommunityAllowances>();

/**
 * Each member's hourly allowances of writing (the platform's `allowance`): spent only on what is
 * stored. What is refused on the way (a 400, 403, 404) or fails is taken back; beyond the
 * allowance, a 429 with Retry-After and nothing is written.
 */
export function communityAllowances(db: Db): CommunityAllowances {
  let made = byDb.get(db);
  if (!made) {
    const limiter = new RateLimiter(db);
    const of = ({ key, limit, what }: (typeof ALLOWANCES)[keyof typeof ALLOWANCES]) =>
      allowance(limiter, key, { limit, windowSeconds: HOUR }, what);
    made = { post: of(ALLOWANCES.post), comment: of(ALLOWANCES.comment), edit: of(ALLOWANCES.edit), photo: of(ALLOWANCES.photo) };
    byDb.set(db, made);
  }
  return made;
}
