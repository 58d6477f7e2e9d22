import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/client";
import { posts, users } from "../../db/schema";
import {
  downloadExport,
  startTestServer,
  STRONG_PASSWORD,
  type TestClient,
  type TestServer,
  createCommunityMember,
  createVerifiedUser,
} from "../../../test/harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());
beforeEach(() => server.reset());

const DAY = 86_400_000;

const member = (name?: string, options?: Parameters<typeof createCommunityMember>[2]) => createCommunityMember(server, name, options);

async function post(client: TestClient, body: Record<string, unknown> = {}) {
  const res = await client.post("/api/community/posts", { category: "wins", title: "Day 30", body: "Down **6 kg**.", ...body });
  expect(res.status, res.text).toBe(201);
  return res.body.post as { id: string; title: string; likeCount: number; commentCount: number };
}

async function comment(client: TestClient, postId: string, body = "Well done!", parentId?: string) {
  const res = await client.post(`/api/community/posts/${postId}/comments`, { body, ...(parentId && { parentId }) });
  expect(res.status, res.text).toBe(201);
  return res.body.comment as { id: string };
}

const feedTitles = async (client: TestClient, query = "") => {
  const res = await client.get(`/api/community/posts${query}`);
  expect(res.status, res.text).toBe(200);
  return (res.body.posts as { title: string }[]).map((p) => p.title);
};

describe("members", () => {
  it("get their first name as display name, unique whatever the case, and choose another", async () => {
    const ann = await member("Ann Lee");
    expect((await ann.client.get("/api/community/me")).body).toMatchObject({
      displayName: "Ann",
      guidelinesAccepted: true,
      moderator: false,
    });
    const other = await member("ann Other");
    expect((await other.client.get("/api/community/me")).body.displayName).toBe("ann 2");

    const taken = await other.client.patch("/api/community/me", { displayName: "ANN" });
    expect([taken.status, taken.body.error.code]).toEqual([409, "CONFLICT"]);
    expect(taken.body.error.message).toBe("That display name is taken. Try another one.");
    expect((await other.client.patch("/api/community/me", { displayName: "Carnivore Cat" })).body.displayName).toBe("Carnivore Cat");
    for (const bad of ["A", "x".repeat(41), "me@example.com", "<b>x</b>", "line\nbreak"]) {
      const res = await other.client.patch("/api/community/me", { displayName: bad });
      expect(res.status, bad).toBe(400);
    }
  });

  it("get a name at once even when their first name is taken by dozens", async () => {
    // Sixty members called Sam already ("Sam", "Sam 2" … "Sam 60"), made directly in the database.
    await server.database.db.execute(sql`
      with made as (
        insert into users (id, name, email, email_verified)
        select 'sam-' || n, 'Sam ' || n, 'sam' || n || '@example.com', true from generate_series(1, 60) n
        returning id, split_part(id, '-', 2)::int as n)
      insert into community_profiles (user_id, display_name)
      select id, case when n = 1 then 'Sam' else 'Sam ' || n end from made`);
    const sam = await createVerifiedUser(server, { email: "sam.new@example.com", name: "Sam New" });
    const res = await sam.client.get("/api/community/me");
    expect(res.status, res.text).toBe(200);
    expect(res.body.displayName).toMatch(/^Sam \d+$/);
  });

  it("never show another member's email or account id", async () => {
    const ann = await member("Ann Lee");
    const bob = await member("Bob Smith");
    const { id } = await post(ann.client);
    await comment(bob.client, id);
    const page = await bob.client.get(`/api/community/posts/${id}`);
    for (const secret of [ann.userId, "ann.lee@example.com", bob.userId, "Lee"]) expect(page.text).not.toContain(secret);
  });
});

describe("posts and comments", () => {
  it("render a small Markdown subset as data; scripts, HTML and javascript: links come back as inert text", async () => {
    const ann = await member("Ann Lee");
    const payloads = [
      "<script>alert(1)</script>",
      '<img src=x onerror="alert(1)">',
      "[click](javascript:alert(1))",
      "[data](data:text/html;base64,PHNjcmlwdD4=)",
      '<a href="javascript:alert(1)">x</a>',
    ];
    const created = await post(ann.client, {
      title: '<script>alert("t")</script>',
      body: `**Bold**, *italic* and [a link](https://example.com/a?b=1).\n\n- one\n- two\n\n${payloads.join("\n\n")}`,
    });
    const { post: shown } = (await ann.client.get(`/api/community/posts/${created.id}`)).body;
    expect(shown.title).toBe('<script>alert("t")</script>');
    expect(shown.body[0]).toEqual({
      t: "p",
      c: [
        { t: "strong", c: [{ t: "text", v: "Bold" }] },
        { t: "text", v: ", " },
        { t: "em", c: [{ t: "text", v: "italic" }] },
        { t: "text", v: " and " },
        { t: "link", href: "https://example.com/a?b=1", c: [{ t: "text", v: "a link" }] },
        { t: "text", v: "." },
      ],
    });
    expect(shown.body[1]).toEqual({ t: "ul", items: [[{ t: "text", v: "one" }], [{ t: "text", v: "two" }]] });
    // Every payload is a text node: the only link is the https one.
    const links = JSON.stringify(shown.body).match(/"t":"link"/g) ?? [];
    expect(links).toHaveLength(1);
    for (const payload of payloads) expect(JSON.stringify(shown.body)).toContain(JSON.stringify(payload).slice(1, -1));

    const c = await comment(ann.client, created.id, "<script>alert(2)</script> [x](javascript:alert(3))");
    const { comments } = (await ann.client.get(`/api/community/posts/${created.id}`)).body;
    expect(comments[0].id).toBe(c.id);
    expect(comments[0].body).toEqual([{ t: "p", c: [{ t: "text", v: "<script>alert(2)</script> [x](javascript:alert(3))" }] }]);

    await ann.client.patch("/api/community/me", { displayName: "<img src=x>" }).then((r) => expect(r.status).toBe(400));
  });

  it("can be edited by their author for 24 hours (then marked edited), and deleted by their author", async () => {
    const ann = await member("Ann Lee");
    const bob = await member("Bob Smith");
    const { id } = await post(ann.client);
    const edited = await ann.client.patch(`/api/community/posts/${id}`, { title: "Day 31" });
    expect(edited.status).toBe(200);
    expect(edited.body.post).toMatchObject({ title: "Day 31", mine: true, canEdit: true, source: "Down **6 kg**." });
    expect(edited.body.post.editedAt).not.toBeNull();
    // Someone else's post is not there for them to change.
    expect((await bob.client.patch(`/api/community/posts/${id}`, { title: "Mine now" })).status).toBe(404);
    expect((await bob.client.delete(`/api/community/posts/${id}`)).status).toBe(404);
    expect((await bob.client.get(`/api/community/posts/${id}`)).body.post).not.toHaveProperty("source");

    await server.database.db
      .update(posts)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(posts.id, id));
    const late = await ann.client.patch(`/api/community/posts/${id}`, { title: "Too late" });
    expect([late.status, late.body.error.message]).toEqual([403, "Posts can be edited for 24 hours after they are published."]);
    expect((await ann.client.get(`/api/community/posts/${id}`)).body.post.canEdit).toBe(false);

    const c = await comment(bob.client, id);
    expect((await bob.client.patch(`/api/community/comments/${c.id}`, { body: "Well done, Ann!" })).body.comment.editedAt).not.toBeNull();
    expect((await ann.client.delete(`/api/community/comments/${c.id}`)).status).toBe(404);
    expect((await bob.client.delete(`/api/community/comments/${c.id}`)).status).toBe(204);
    expect((await ann.client.get(`/api/community/posts/${id}`)).body.post.commentCount).toBe(0);
    expect((await ann.client.delete(`/api/community/posts/${id}`)).status).toBe(204);
    expect((await ann.client.get(`/api/community/posts/${id}`)).status).toBe(404);
  });

  it("keep replies one level deep, and count comments", async () => {
    const ann = await member("Ann Lee");
    const bob = await member("Bob Smith");
    const { id } = await post(ann.client);
    const top = await comment(bob.client, id, "Question?");
    const reply = await comment(ann.client, id, "Answer.", top.id);
    const nested = await ann.client.post(`/api/community/posts/${id}/comments`, { body: "Deeper", parentId: reply.id });
    expect(nested.status).toBe(400);
    const other = await post(ann.client, { title: "Another" });
    expect((await bob.client.post(`/api/community/posts/${other.id}/comments`, { body: "x", parentId: top.id })).status).toBe(400);
    const page = (await bob.client.get(`/api/community/posts/${id}`)).body;
    expect(page.post.commentCount).toBe(2);
    expect(page.comments).toHaveLength(1);
    expect(page.comments[0].replies.map((r: { id: string }) => r.id)).toEqual([reply.id]);
  });

  it("take one like per member and item, counted", async () => {
    const ann = await member("Ann Lee");
    const bob = await member("Bob Smith");
    const { id } = await post(ann.client);
    expect((await bob.client.put(`/api/community/posts/${id}/like`)).body).toEqual({ liked: true, likeCount: 1 });
    expect((await bob.client.put(`/api/community/posts/${id}/like`)).body).toEqual({ liked: true, likeCount: 1 });
    await Promise.all([ann.client.put(`/api/community/posts/${id}/like`), ann.client.put(`/api/community/posts/${id}/like`)]);
    expect((await ann.client.get(`/api/community/posts/${id}`)).body.post).toMatchObject({ likeCount: 2, liked: true });
    expect((await bob.client.delete(`/api/community/posts/${id}/like`)).body).toEqual({ liked: false, likeCount: 1 });
    expect((await bob.client.delete(`/api/community/posts/${id}/like`)).body).toEqual({ liked: false, likeCount: 1 });
    const c = await comment(bob.client, id);
    expect((await ann.client.put(`/api/community/comments/${c.id}/like`)).body).toEqual({ liked: true, likeCount: 1 });
  });

  it("carry one photo through the image pipeline, for members only", async () => {
    const ann = await member("Ann Lee");
    const { id } = await post(ann.client);
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#a33" } })
      .withExif({ IFD0: { ImageDescription: "home" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "meal.jpg");
    const res = await fetch(`${ann.client.baseUrl}/api/community/posts/${id}/photo`, {
      method: "PUT",
      body: form,
      headers: { cookie: ann.client.cookieHeader(), origin: ann.client.baseUrl },
    });
    expect(res.status).toBe(200);
    const { post: shown } = (await res.json()) as { post: { photo: { url: string; width: number } } };
    expect(shown.photo).toMatchObject({ width: 900, height: 600 });
    const bytes = await ann.client.bytes(shown.photo.url);
    expect(bytes.status).toBe(200);
    expect((await sharp(bytes.bytes).metadata()).exif).toBeUndefined();
    const free = await member("Fay Free", { premium: false });
    expect((await free.client.bytes(shown.photo.url)).status).toBe(403);
    // The free preview shows no photo.
    expect((await free.client.get("/api/community/posts")).body.posts[0].photo).toBeNull();
  });
});

describe("access", () => {
  // What a free reader gets of a post's page is in free-reader.test.ts.
  it("gives free users the 3 newest posts read-only, Premium members everything, anyone signed out nothing", async () => {
    const ann = await member("Ann Lee");
    for (const title of ["One", "Two", "Three", "Four"]) await post(ann.client, { title });
    const free = await member("Fay Free", { premium: false });
    const preview = await free.client.get("/api/community/posts");
    expect(preview.body).toMatchObject({ preview: true, nextCursor: null });
    expect(preview.body.posts.map((p: { title: string }) => p.title)).toEqual(["Four", "Three", "Two"]);
    const { id } = preview.body.posts[0];
    for (const [method, path, body] of [
      ["POST", "/api/community/posts", { category: "wins", title: "x", body: "y" }],
      ["POST", `/api/community/posts/${id}/comments`, { body: "hi" }],
      ["PUT", `/api/community/posts/${id}/like`, undefined],
      ["POST", "/api/community/reports", { targetType: "post", targetId: id, reason: "spam" }],
    ] as const) {
      const res = await free.client.request(method, path, { json: body });
      expect([res.status, res.body.error.code], `${method} ${path}`).toEqual([403, "PREMIUM_REQUIRED"]);
    }
    // A post that is not there is "not found" for them too, as its page is.
    expect((await free.client.get("/api/community/posts/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await server.client().get("/api/community/posts")).status).toBe(401);
    const premium = await member("Pat Premium");
    expect(await feedTitles(premium.client)).toEqual(["Four", "Three", "Two", "One"]);
    expect((await premium.client.get(`/api/community/posts/${id}`)).status).toBe(200);
  });

  it("asks for the guidelines before a first post, and keeps new members' links out", async () => {
    const newbie = await member("Nia New", { ageDays: 0, guidelines: false });
    const first = await newbie.client.post("/api/community/posts", { category: "questions", title: "Hi", body: "Hello" });
    expect([first.status, first.body.error.message]).toEqual([403, "Read and accept the community guidelines before you post or comment."]);
    await newbie.client.post("/api/community/me/guidelines", {});
    expect((await newbie.client.get("/api/community/me")).body).toMatchObject({ guidelinesAccepted: true, canPostLinks: false });
    const linked = await newbie.client.post("/api/community/posts", {
      category: "questions",
      title: "Hi",
      body: "See https://spam.example",
    });
    expect([linked.status, linked.body.error.message]).toEqual([
      400,
      "New members can post links after their first day. Remove the link for now.",
    ]);
    const { id } = await post(newbie.client, { body: "No links here." });
    expect((await newbie.client.post(`/api/community/posts/${id}/comments`, { body: "[x](https://spam.example)" })).status).toBe(400);
  });

  it("limits posts to 5 and comments to 30 an hour per member, with a readable 429", async () => {
    const ann = await member("Ann Lee");
    for (let i = 0; i < 5; i++) await post(ann.client, { title: `Post ${i}` });
    const sixth = await ann.client.post("/api/community/posts", { category: "wins", title: "Sixth", body: "x" });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.message).toMatch(/^Too many posts this hour\. Please wait \d+ minutes and try again\.$/);
    expect(sixth.headers.get("retry-after")).toMatch(/^\d+$/);
    const [{ id }] = (await ann.client.get("/api/community/posts")).body.posts;
    await server.database.db.execute(
      sql`insert into rate_limits (key, count, reset_at) values (${`community-comment:${ann.userId}`}, 30, now() + interval '10 minutes')`,
    );
    const comment31 = await ann.client.post(`/api/community/posts/${id}/comments`, { body: "One more" });
    expect(comment31.status).toBe(429);
    expect(comment31.body.error.message).toMatch(/^Too many comments this hour\./);
  });
});

describe("the feed", () => {
  it("pages by cursor, stable while new posts arrive; filters by category; marks posts since the last visit", async () => {
    const ann = await member("Ann Lee");
    const bob = await member("Bob Smith");
    const base = Date.now() - 2 * 3_600_000;
    const rows = Array.from({ length: 45 }, (_, i) => ({
      authorId: ann.userId,
      category: (i % 3 === 0 ? "meals" : "wins") as "meals" | "wins",
      title: `Post ${String(i).padStart(2, "0")}`,
      body: "x",
      doc: [{ t: "p" as const, c: [{ t: "text" as const, v: "x" }] }],
      createdAt: new Date(base + i * 60_000),
    }));
    await server.database.db.insert(posts).values(rows);
    const first = (await bob.client.get("/api/community/posts")).body;
    expect(first.posts).toHaveLength(20);
    expect(first.posts[0].title).toBe("Post 44");
    // Everything was written before Bob's first visit: nothing unread yet (there was no last visit).
    expect(first.posts.every((p: { unread: boolean }) => !p.unread)).toBe(true);
    // Ann posts while Bob reads: his next pages go on where they were, without repeats or gaps.
    await post(ann.client, { title: "Brand new" });
    const second = (await bob.client.get(`/api/community/posts?cursor=${first.nextCursor}`)).body;
    const third = (await bob.client.get(`/api/community/posts?cursor=${second.nextCursor}`)).body;
    const titles = [...first.posts, ...second.posts, ...third.posts].map((p: { title: string }) => p.title);
    expect(titles).toEqual(rows.map((r) => r.title).reverse());
    expect(third.nextCursor).toBeNull();

    const meals = await feedTitles(bob.client, "?category=meals");
    expect(meals.every((t) => Number(t.slice(5)) % 3 === 0)).toBe(true);
    // The new post is unread on Bob's next visit; then it is seen.
    const next = (await bob.client.get("/api/community/posts")).body;
    expect(next.posts[0]).toMatchObject({ title: "Brand new", unread: true });
    expect((await bob.client.get("/api/community/posts")).body.posts[0].unread).toBe(false);

    for (const cursor of ["nope", "eyJ0IjoieCJ9", Buffer.from('{"t":"2026-01-01T00:00:00Z","id":"x"}').toString("base64url")]) {
      expect((await bob.client.get(`/api/community/posts?cursor=${cursor}`)).status).toBe(400);
    }
  });

  it("ranks this week's posts by likes under Top, older ones left out", async () => {
    const ann = await member("Ann Lee");
    const bob = await member("Bob Smith");
    const quiet = await post(ann.client, { title: "Quiet" });
    const liked = await post(ann.client, { title: "Liked" });
    const old = await post(ann.client, { title: "Old" });
    await server.database.db
      .update(posts)
      .set({ createdAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(posts.id, old.id));
    await bob.client.put(`/api/community/posts/${liked.id}/like`);
    await bob.client.put(`/api/community/posts/${old.id}/like`);
    expect(await feedTitles(bob.client, "?sort=top")).toEqual(["Liked", "Quiet"]);
    expect(quiet.title).toBe("Quiet");
  });
});

describe("safety", () => {
  it("takes a report to the moderator, whose hide makes the post invisible to all but its author, and logs it", async () => {
    const ann = await member("Ann Lee");
    const bob = await member("Bob Smith");
    const mod = await member("Mo Derator");
    await server.database.db.update(users).set({ role: "moderator" }).where(eq(users.id, mod.userId));
    const { id } = await post(ann.client, { title: "Stop eating, just water for 40 days" });
    expect((await bob.client.get("/api/community/moderation/reports")).status).toBe(403);
    const reported = await bob.client.post("/api/community/reports", {
      targetType: "post",
      targetId: id,
      reason: "dangerous-advice",
      note: "Risky",
    });
    expect(reported.status).toBe(204);
    expect((await bob.client.post("/api/community/reports", { targetType: "post", targetId: id, reason: "spam" })).status).toBe(204);

    const queue = (await mod.client.get("/api/community/moderation/reports")).body.items;
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ targetType: "post", targetId: id, hidden: false, author: { displayName: "Ann" } });
    expect(queue[0].reports).toMatchObject([{ reason: "dangerous-advice", note: "Risky", reporter: { displayName: "Bob" } }]);

    expect((await bob.client.post("/api/community/moderation/hide", { targetType: "post", targetId: id })).status).toBe(403);
    expect((await mod.client.post("/api/community/moderation/hide", { targetType: "post", targetId: id, note: "Unsafe" })).status).toBe(
      204,
    );
    expect(await feedTitles(bob.client)).toEqual([]);
    expect((await bob.client.get(`/api/community/posts/${id}`)).status).toBe(404);
    expect((await ann.client.get(`/api/community/posts/${id}`)).body.post).toMatchObject({ hidden: true, mine: true });
    expect((await mod.client.get(`/api/community/posts/${id}`)).body.post.hidden).toBe(true);
    expect((await mod.client.get("/api/community/moderation/reports")).body.items).toEqual([]);

    await mod.client.post("/api/community/moderation/restore", { targetType: "post", targetId: id });
    expect(await feedTitles(bob.client)).toEqual(["Stop eating, just water for 40 days"]);
    const log = (await mod.client.get("/api/community/moderation/log")).body.actions;
    expect(log.map((a: { action: string }) => a.action)).toEqual(["restore", "hide"]);
    expect(log[1]).toMatchObject({ moderator: { displayName: "Mo" }, member: { displayName: "Ann" }, targetId: id, note: "Unsafe" });
  });

  it("suspends a member from posting for a period, with who and when in the log", async () => {
    const ann = await member("Ann Lee");
    const mod = await member("Mo Derator");
    await server.database.db.update(users).set({ role: "moderator" }).where(eq(users.id, mod.userId));
    const { id } = await post(ann.client);
    const { memberId } = (await ann.client.get("/api/community/me")).body;
    expect((await mod.client.post("/api/community/moderation/suspend", { memberId, days: 0 })).status).toBe(400);
    expect((await mod.client.post("/api/community/moderation/suspend", { memberId, days: 3, note: "Cool off" })).status).toBe(204);
    const refused = await ann.client.post("/api/community/posts", { category: "wins", title: "x", body: "y" });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/^A moderator suspended you from posting until .+ UTC\. You can still read and like\.$/);
    expect((await ann.client.post(`/api/community/posts/${id}/comments`, { body: "x" })).status).toBe(403);
    expect((await ann.client.put(`/api/community/posts/${id}/like`)).status).toBe(200);
    expect((await ann.client.get("/api/community/me")).body.suspendedUntil).not.toBeNull();
    const [action] = (await mod.client.get("/api/community/moderation/log")).body.actions;
    expect(action).toMatchObject({ action: "suspend", member: { displayName: "Ann" }, moderator: { displayName: "Mo" }, note: "Cool off" });
    expect(Date.parse(action.until) - Date.now()).toBeGreaterThan(2.9 * DAY);
  });

  it("lets a member block another: their posts and comments disappear for them, and they are not notified of them", async () => {
    const ann = await member("Ann Lee");
    const bob = await member("Bob Smith");
    const annPost = await post(ann.client, { title: "Ann's" });
    await post(bob.client, { title: "Bob's" });
    await comment(bob.client, annPost.id, "From Bob");
    const { memberId } = (await bob.client.get("/api/community/me")).body;
    expect((await ann.client.put(`/api/community/blocks/${memberId}`)).status).toBe(204);
    expect((await ann.client.get("/api/community/blocks")).body.members).toEqual([{ id: memberId, displayName: "Bob" }]);
    expect(await feedTitles(ann.client)).toEqual(["Ann's"]);
    expect((await ann.client.get(`/api/community/posts/${annPost.id}`)).body.comments).toEqual([]);
    const before = (await ann.client.get("/api/community/notifications/unread")).body.unread;
    await comment(bob.client, annPost.id, "Again");
    expect((await ann.client.get("/api/community/notifications/unread")).body.unread).toBe(before);
    expect((await ann.client.put(`/api/community/blocks/${(await ann.client.get("/api/community/me")).body.memberId}`)).status).toBe(400);
    await ann.client.delete(`/api/community/blocks/${memberId}`);
    expect(await feedTitles(ann.client)).toEqual(["Bob's", "Ann's"]);
  });
});

describe("notifications", () => {
  it("tell a post's author of comments and a comment's author of replies, read when opened", async () => {
    const ann = await member("Ann Lee");
    const bob = await member("Bob Smith");
    const cat = await member("Cat Jones");
    const { id } = await post(ann.client, { title: "Day 30" });
    const bobs = await comment(bob.client, id, "Nice");
    await comment(cat.client, id, "Agreed", bobs.id);
    await comment(ann.client, id, "Thanks both");
    expect((await ann.client.get("/api/community/notifications/unread")).body).toEqual({ unread: 2 });
    expect((await bob.client.get("/api/community/notifications/unread")).body).toEqual({ unread: 1 });
    const list = (await ann.client.get("/api/community/notifications")).body;
    expect(list.notifications.map((n: { kind: string; actor: { displayName: string } }) => [n.kind, n.actor.displayName])).toEqual([
      ["comment", "Cat"],
      ["comment", "Bob"],
    ]);
    expect(list.notifications[0]).toMatchObject({ post: { id, title: "Day 30" }, read: false });
    const bobList = (await bob.client.get("/api/community/notifications")).body.notifications;
    expect(bobList).toMatchObject([{ kind: "reply", actor: { displayName: "Cat" } }]);
    expect((await ann.client.post("/api/community/notifications/read", {})).status).toBe(204);
    expect((await ann.client.get("/api/community/notifications/unread")).body).toEqual({ unread: 0 });
  });
});

describe("your data", () => {
  it("leaves with the export and goes with the account, taking back its likes and comments from others' counts", async () => {
    const ann = await member("Ann Lee");
    const bob = await member("Bob Smith");
    const bobsPost = await post(bob.client, { title: "Bob's" });
    const annsPost = await post(ann.client, { title: "Ann's" });
    await ann.client.put(`/api/community/posts/${bobsPost.id}/like`);
    await comment(ann.client, bobsPost.id, "From Ann");
    await bob.client.put(`/api/community/posts/${annsPost.id}/like`);
    await bob.client.post("/api/community/reports", { targetType: "post", targetId: annsPost.id, reason: "spam" });

    const exported = (await downloadExport(ann.client)).body.community;
    expect(exported.profile).toMatchObject({ displayName: "Ann" });
    expect(exported.posts).toMatchObject([{ title: "Ann's", body: "Down **6 kg**." }]);
    expect(exported.comments).toMatchObject([{ body: "From Ann" }]);
    expect(exported.likes).toMatchObject([{ targetType: "post", targetId: bobsPost.id }]);

    expect((await ann.client.post("/api/auth/delete-user", { password: STRONG_PASSWORD })).status).toBe(200);
    expect((await bob.client.get(`/api/community/posts/${bobsPost.id}`)).body.post).toMatchObject({ likeCount: 0, commentCount: 0 });
    const left = rowsOf<{ n: number }>(
      await server.database.db.execute(
        sql`select (select count(*) from reactions)::int + (select count(*) from reports)::int + (select count(*) from posts where author_id = ${ann.userId})::int as n`,
      ),
    );
    expect(Number(left[0]!.n)).toBe(0);
  });
});

describe("the review's findings", () => {
  const moderator = async () => {
    const mod = await member("Mo Derator");
    await server.database.db.update(users).set({ role: "moderator" }).where(eq(users.id, mod.userId));
    return mod;
  };

  it("keeps a free user's preview to the newest 3, whatever sort or category they ask for", async () => {
    const ann = await member("Ann Lee");
    for (const [i, category] of ["meals", "meals", "meals", "wins", "wins"].entries()) await post(ann.client, { title: `P${i}`, category });
    const free = await member("Fay Free", { premium: false });
    for (const query of ["", "?category=meals", "?sort=top", "?sort=top&category=meals"]) {
      expect(await feedTitles(free.client, query), query).toEqual(["P4", "P3", "P2"]);
    }
  });

  it("refuses a suspended member's edits and photos as well as new words", async () => {
    const ann = await member("Ann Lee");
    const mod = await moderator();
    const { id } = await post(ann.client);
    const own = await comment(ann.client, id, "Mine");
    const { memberId } = (await ann.client.get("/api/community/me")).body;
    await mod.client.post("/api/community/moderation/suspend", { memberId, days: 1 });
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#933" } })
      .jpeg()
      .toBuffer();
    form.set("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "x.jpg");
    const photo = await fetch(`${ann.client.baseUrl}/api/community/posts/${id}/photo`, {
      method: "PUT",
      body: form,
      headers: { cookie: ann.client.cookieHeader(), origin: ann.client.baseUrl },
    });
    for (const res of [
      await ann.client.patch(`/api/community/posts/${id}`, { title: "Rewritten" }),
      await ann.client.patch(`/api/community/comments/${own.id}`, { body: "Rewritten" }),
    ])
      expect([res.status, res.body.error.message]).toEqual([403, expect.stringMatching(/^A moderator suspended you/)]);
    expect(photo.status).toBe(403);
    // What they wrote stays theirs to delete.
    expect((await ann.client.delete(`/api/community/comments/${own.id}`)).status).toBe(204);
  });

  it("takes a photo only for the author's own post, before decoding it", async () => {
    const ann = await member("Ann Lee");
    const bob = await member("Bob Smith");
    const { id } = await post(ann.client);
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(Buffer.from("not an image at all"))], { type: "image/jpeg" }), "x.jpg");
    const res = await fetch(`${bob.client.baseUrl}/api/community/posts/${id}/photo`, {
      method: "PUT",
      body: form,
      headers: { cookie: bob.client.cookieHeader(), origin: bob.client.baseUrl },
    });
    // A 404 for a post that isn't his, not the 4xx the bytes would have earned.
    expect(res.status).toBe(404);
  });

  it("lets a member report an item again once a moderator dealt with their earlier report", async () => {
    const ann = await member("Ann Lee");
    const bob = await member("Bob Smith");
    const mod = await moderator();
    const { id } = await post(ann.client);
    const report = () => bob.client.post("/api/community/reports", { targetType: "post", targetId: id, reason: "spam" });
    expect((await report()).status).toBe(204);
    await mod.client.post("/api/community/moderation/dismiss", { targetType: "post", targetId: id });
    expect((await mod.client.get("/api/community/moderation/reports")).body.items).toEqual([]);
    expect((await report()).status).toBe(204);
    expect((await report()).status).toBe(204);
    const queue = (await mod.client.get("/api/community/moderation/reports")).body.items;
    expect(queue.map((i: { targetId: string; reports: unknown[] }) => [i.targetId, i.reports.length])).toEqual([[id, 1]]);
  });

  it("counts only the comments everyone can see, and drops notifications of hidden words and blocked members", async () => {
    const ann = await member("Ann Lee");
    const bob = await member("Bob Smith");
    const cat = await member("Cat Jones");
    const mod = await moderator();
    const { id } = await post(ann.client);
    const bobs = await comment(bob.client, id, "Rude words");
    await comment(cat.client, id, "A reply under it", bobs.id);
    await comment(cat.client, id, "Kind words");
    const count = async () => (await ann.client.get(`/api/community/posts/${id}`)).body.post.commentCount;
    const unread = async () => (await ann.client.get("/api/community/notifications/unread")).body.unread;
    expect([await count(), await unread()]).toEqual([3, 3]);
    await mod.client.post("/api/community/moderation/hide", { targetType: "comment", targetId: bobs.id });
    // The hidden comment and the reply under it leave the count and the bell.
    expect([await count(), await unread()]).toEqual([1, 1]);
    await mod.client.post("/api/community/moderation/restore", { targetType: "comment", targetId: bobs.id });
    expect([await count(), await unread()]).toEqual([3, 3]);
    const { memberId } = (await cat.client.get("/api/community/me")).body;
    await ann.client.put(`/api/community/blocks/${memberId}`);
    expect(await unread()).toBe(1);
    expect((await ann.client.get("/api/community/notifications")).body.notifications).toHaveLength(1);
    await bob.client.delete(`/api/community/comments/${bobs.id}`);
    expect(await count()).toBe(1);
  });

  it("pages through posts written in the same millisecond without skipping any, and refuses cursors it did not write", async () => {
    const ann = await member("Ann Lee");
    const at = new Date(Date.now() - 3_600_000);
    await server.database.db.insert(posts).values(
      Array.from({ length: 25 }, (_, i) => ({
        authorId: ann.userId,
        category: "wins" as const,
        title: `Same ms ${i}`,
        body: "x",
        doc: [{ t: "p" as const, c: [{ t: "text" as const, v: "x" }] }],
        createdAt: at,
      })),
    );
    // Also as the database's own default writes them.
    await server.database.db.execute(sql`insert into posts (author_id, category, title, body, doc)
      select ${ann.userId}, 'wins', 'Default ' || g, 'x', '[]'::jsonb from generate_series(1, 25) g`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { posts: { title: string }[]; nextCursor: string | null } = (
        await ann.client.get(`/api/community/posts${cursor ? `?cursor=${cursor}` : ""}`)
      ).body;
      seen.push(...page.posts.map((p: { title: string }) => p.title));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(50);
    expect(new Set(seen).size).toBe(50);

    const enc = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const id = "00000000-0000-4000-8000-000000000000";
    for (const bad of [
      enc({ t: "1", id }),
      enc({ t: "+275760-09-13T00:00:00.000Z", id }),
      enc({ t: "2026-01-01T00:00:00.000Z", id: "x" }),
      "%%%",
    ]) {
      const res = await ann.client.get(`/api/community/posts?cursor=${encodeURIComponent(bad)}`);
      expect([res.status, res.body.error.code], bad).toEqual([400, "VALIDATION_FAILED"]);
    }
    const top = await ann.client.get(`/api/community/posts?sort=top&cursor=${enc({ t: "2026-01-01T00:00:00.000Z", id, l: 1e20 })}`);
    expect(top.status).toBe(400);
  });

  it("asks for the guidelines before a first comment too", async () => {
    const ann = await member("Ann Lee");
    const { id } = await post(ann.client);
    const newbie = await member("Nia New", { guidelines: false });
    const res = await newbie.client.post(`/api/community/posts/${id}/comments`, { body: "Hello" });
    expect([res.status, res.body.error.message]).toEqual([403, "Read and accept the community guidelines before you post or comment."]);
  });

  it("takes every comment under a leaving member's posts and comments with them, and what pointed at those", async () => {
    const ann = await member("Ann Lee");
    const bob = await member("Bob Smith");
    const cat = await member("Cat Jones");
    const annPost = await post(ann.client, { title: "Ann's" });
    const bobPost = await post(bob.client, { title: "Bob's" });
    const onAnns = await comment(bob.client, annPost.id, "Bob on Ann's post");
    const annOnBobs = await comment(ann.client, bobPost.id, "Ann on Bob's post");
    const replyToAnn = await comment(cat.client, bobPost.id, "Cat replies to Ann", annOnBobs.id);
    await comment(cat.client, bobPost.id, "Cat stays");
    for (const target of [onAnns.id, replyToAnn.id]) {
      await cat.client.put(`/api/community/comments/${target}/like`);
      await cat.client.post("/api/community/reports", { targetType: "comment", targetId: target, reason: "other" });
    }
    expect((await ann.client.post("/api/auth/delete-user", { password: STRONG_PASSWORD })).status).toBe(200);
    const left = rowsOf<{ n: number }>(
      await server.database.db.execute(sql`
        select (select count(*) from reactions r where r.target_type = 'comment' and not exists (select 1 from comments c where c.id = r.target_id))
             + (select count(*) from reports r where r.target_type = 'comment' and not exists (select 1 from comments c where c.id = r.target_id)) as n`),
    );
    expect(Number(left[0]!.n)).toBe(0);
    expect((await bob.client.get(`/api/community/posts/${bobPost.id}`)).body.post.commentCount).toBe(1);
  });
});
