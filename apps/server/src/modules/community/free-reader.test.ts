import { PREVIEW_EXCERPT_CHARS } from "@app/shared/community";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { subscriptions } from "../../db/schema";
import { createCommunityMember, startTestServer, type TestClient, type TestServer } from "../../../test/harness";

/*
 * What a free reader receives of a post: in the feed and on its page, its first lines and whether
 * it has a photo; never the rest of its text, the photo's address, the photo, or its comments.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

const member = (name: string, options?: Parameters<typeof createCommunityMember>[2]) => createCommunityMember(server, name, options);

/** A word that only the end of the long post holds: it must never reach a free reader. */
const TAIL = "ribeyesecretending";
const LONG_BODY = `Day 30 and down **6 kg**. ${"Salt, water and patience did it. ".repeat(20)}See [my log](https://example.com/log). ${TAIL}`;

async function publish(client: TestClient, title: string, body = "Short one.") {
  const res = await client.post("/api/community/posts", { category: "wins", title, body });
  expect(res.status, res.text).toBe(201);
  return res.body.post.id as string;
}

async function addPhoto(client: TestClient, postId: string) {
  const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#a33" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "meal.jpg");
  const res = await fetch(`${client.baseUrl}/api/community/posts/${postId}/photo`, {
    method: "PUT",
    body: form,
    headers: { cookie: client.cookieHeader(), origin: client.baseUrl },
  });
  expect(res.status).toBe(200);
}

/** Nothing of the post beyond its first lines, and nothing that leads to its photo. */
function expectNothingLocked(text: string, postId: string) {
  expect(text).not.toContain(TAIL);
  expect(text).not.toContain("example.com");
  expect(text).not.toContain(`/api/community/posts/${postId}/photo`);
  expect(text).not.toContain("Nice work, Ann!");
}

describe("a free reader", () => {
  it("gets a post's first lines and that it has a photo, in the feed and on its page; Premium gets it all", async () => {
    const ann = await member("Ann Lee");
    const postId = await publish(ann.client, "Down 6 kg", LONG_BODY);
    await addPhoto(ann.client, postId);
    const reply = await ann.client.post(`/api/community/posts/${postId}/comments`, { body: "Nice work, Ann!" });
    expect(reply.status).toBe(201);
    const free = await member("Fay Free", { premium: false });

    const feed = await free.client.get("/api/community/posts");
    expect(feed.status).toBe(200);
    const [shown] = feed.body.posts;
    expect(shown).toMatchObject({ id: postId, title: "Down 6 kg", photo: null, preview: { truncated: true, hasPhoto: true } });
    const excerpt = shown.body[0].c[0].v as string;
    expect(excerpt.startsWith("Day 30 and down 6 kg. Salt, water and patience did it.")).toBe(true);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(PREVIEW_EXCERPT_CHARS + 1);
    expectNothingLocked(feed.text, postId);

    const page = await free.client.get(`/api/community/posts/${postId}`);
    expect(page.status, page.text).toBe(200);
    expect(page.body.post).toMatchObject({ id: postId, photo: null, commentCount: 1, preview: { truncated: true, hasPhoto: true } });
    expect(page.body.post.body).toEqual(shown.body);
    expect(page.body.comments).toEqual([]);
    expectNothingLocked(page.text, postId);
    expect((await free.client.bytes(`/api/community/posts/${postId}/photo`)).status).toBe(403);

    const pat = await member("Pat Premium");
    const full = await pat.client.get(`/api/community/posts/${postId}`);
    expect(full.body.post.preview).toBeUndefined();
    expect(full.text).toContain(TAIL);
    expect(full.body.post.photo).toMatchObject({ url: `/api/community/posts/${postId}/photo`, width: 900, height: 600 });
    expect(full.body.comments).toHaveLength(1);
  });

  it("gets a short post whole, marked as not cut, and no photo where there is none", async () => {
    const ann = await member("Ann Lee");
    const postId = await publish(ann.client, "Short", "Steak and eggs, **every day**.");
    const free = await member("Fay Free", { premium: false });
    const page = await free.client.get(`/api/community/posts/${postId}`);
    expect(page.body.post).toMatchObject({
      body: [{ t: "p", c: [{ t: "text", v: "Steak and eggs, every day." }] }],
      preview: { truncated: false, hasPhoto: false },
    });
  });

  it("opens only the posts of the preview: an older one is Premium's", async () => {
    const ann = await member("Ann Lee");
    const older = await publish(ann.client, "Older");
    for (const title of ["Two", "Three", "Four"]) await publish(ann.client, title);
    const free = await member("Fay Free", { premium: false });
    const res = await free.client.get(`/api/community/posts/${older}`);
    expect([res.status, res.body.error.code]).toEqual([403, "PREMIUM_REQUIRED"]);
    expect(res.text).not.toContain("Older");
    // A post that is not there is not found, as for anyone.
    expect((await free.client.get("/api/community/posts/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("gets their own old post as a preview too, without its Markdown source", async () => {
    const fay = await member("Fay Former");
    const postId = await publish(fay.client, "Mine", LONG_BODY);
    // Their Premium has ended.
    await server.database.db.delete(subscriptions).where(eq(subscriptions.userId, fay.userId));
    const page = await fay.client.get(`/api/community/posts/${postId}`);
    expect(page.status, page.text).toBe(200);
    expect(page.body.post).toMatchObject({ mine: true, canEdit: false, preview: { truncated: true } });
    expect(page.body.post.source).toBeUndefined();
    expectNothingLocked(page.text, postId);
  });
});
