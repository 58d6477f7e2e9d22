import type { Post } from "@app/shared/community";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { withQueryClient } from "@/testing/serve-api";
import { PostDetail } from "./post-detail";

const { wrapper } = withQueryClient();

const preview: Post = {
  id: "11111111-1111-4111-8111-111111111111",
  category: "wins",
  title: "Down 6 kg",
  body: [{ t: "p", c: [{ t: "text", v: "Day 30 and down 6 kg. Salt, water and patience…" }] }],
  author: { id: "66666666-6666-4666-8666-666666666666", displayName: "Ann Lee" },
  createdAt: "2026-11-20T08:00:00.000Z",
  editedAt: null,
  likeCount: 4,
  liked: false,
  commentCount: 2,
  photo: null,
  hidden: false,
  mine: false,
  canEdit: false,
  unread: false,
  preview: { truncated: true, hasPhoto: true },
};

function show(post: Post) {
  render(
    <MemoryRouter>
      <PostDetail data={{ post, comments: [] }} me={undefined} onGone={() => {}} upgradePrompt={<p>Read the whole post with Premium</p>} />
    </MemoryRouter>,
    { wrapper },
  );
}

describe("a free reader's post page", () => {
  it("shows the post's first lines, that it has a photo, its counts and the upgrade prompt; nothing to write or like", () => {
    show(preview);
    expect(screen.getByRole("heading", { level: 1, name: "Down 6 kg" })).toBeTruthy();
    expect(screen.getByText("Day 30 and down 6 kg. Salt, water and patience…")).toBeTruthy();
    expect(screen.getByTestId("locked-photo").textContent).toBe("This post has a photo");
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText("2 comments")).toBeTruthy();
    expect(screen.getByText("Read the whole post with Premium")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Like/ })).toBeNull();
    expect(screen.queryByLabelText("Add a comment")).toBeNull();
    expect(screen.queryByRole("button", { name: /Report/ })).toBeNull();
  });

  it("draws no photo's place for a post without one", () => {
    show({ ...preview, preview: { truncated: false, hasPhoto: false } });
    expect(screen.queryByTestId("locked-photo")).toBeNull();
  });
});
