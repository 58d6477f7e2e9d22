import type { Post } from "@app/shared/community";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { CommunityFeed } from "./community-feed";

const { wrapper } = withQueryClient();

const post = (n: number, change: Partial<Post> = {}): Post => ({
  id: `1111111${n}-1111-4111-8111-111111111111`,
  category: "wins",
  title: `Post number ${n}`,
  body: [{ t: "p", c: [{ t: "text", v: "Down 6 kg." }] }],
  author: { id: "66666666-6666-4666-8666-666666666666", displayName: "Ann" },
  createdAt: "2026-11-20T08:00:00.000Z",
  editedAt: null,
  likeCount: 2,
  liked: false,
  commentCount: 1,
  photo: null,
  hidden: false,
  mine: false,
  canEdit: false,
  unread: false,
  ...change,
});

function showFeed(posts: Post[], preview: boolean) {
  serveApi({ "GET /api/community/posts": { status: 200, body: { posts, nextCursor: null, preview } } });
  render(
    <MemoryRouter>
      <CommunityFeed subscribed={!preview} upgradePrompt={<p>Upgrade</p>} />
    </MemoryRouter>,
    { wrapper },
  );
}

describe("the community feed", () => {
  it("draws nothing until the plan or the feed is known, then the sort and filters with the posts", async () => {
    serveApi({ "GET /api/community/posts": { status: 200, body: { posts: [post(1)], nextCursor: null, preview: false } } });
    const { container } = render(
      <MemoryRouter>
        <CommunityFeed subscribed={false} planKnown={false} upgradePrompt={<p>Upgrade</p>} />
      </MemoryRouter>,
      { wrapper },
    );
    // Neither the skeleton nor a free plan's upgrade prompt, which the plan's answer would move.
    expect(container.childElementCount).toBe(0);
    expect(await screen.findByRole("button", { name: "Like post “Post number 1” (2 likes)" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Category" })).toBeTruthy();
    expect(screen.queryByText("Upgrade")).toBeNull();
  });

  it("says nothing of 'the 3 newest posts' to a free user when there are none", async () => {
    showFeed([], true);
    await screen.findAllByText("No posts yet");
    expect(screen.queryByText(/You're seeing/)).toBeNull();
    expect(screen.queryByText(/0 posts shown/)).toBeNull();
    expect(screen.getByText(/When members post, the 3 newest show here/)).toBeTruthy();
  });

  it("tells a free user how many posts they see, as many as there are", async () => {
    showFeed([post(1), post(2)], true);
    expect(await screen.findByText("You're seeing the 2 newest posts.")).toBeTruthy();
  });

  it("names the post each like button likes", async () => {
    showFeed([post(1), post(2)], false);
    expect(await screen.findByRole("button", { name: "Like post “Post number 2” (2 likes)" })).toBeTruthy();
  });

  it("invites a Premium member to write the first post", async () => {
    showFeed([], false);
    await screen.findAllByText("No posts yet");
    expect(screen.getByText("Be the first: share a win, a question or a meal.")).toBeTruthy();
    expect(screen.queryByText(/You're seeing/)).toBeNull();
  });

  it("shows a tall photo whole, its space kept, and opens it full size with its alt text", async () => {
    const photo = { url: "/api/community/posts/x/photo", width: 900, height: 1200 };
    showFeed([post(1, { photo })], false);
    const open = await screen.findByRole("button", { name: "Photo for “Post number 1”, open full size" });
    // 3:4 at most 28rem tall: 21rem wide, never cropped to the column's width.
    expect(open.style.maxWidth).toBe("21rem");
    const inline = within(open).getByRole("img", { name: /Photo for “Post number 1”/ });
    expect(inline.style.aspectRatio).toBe("900 / 1200");

    fireEvent.click(open);
    const dialog = await screen.findByRole("dialog", { name: "Post number 1" });
    expect(within(dialog).getByRole("img", { name: /Photo for “Post number 1”/ })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(open);
  });
});
