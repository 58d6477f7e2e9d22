import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { withQueryClient } from "@/testing/serve-api";
import { BlockButton } from "./block-button";
import { DeleteButton } from "./delete-button";
import { LikeButton } from "./like-button";
import { ReportButton } from "./report-button";

const { wrapper } = withQueryClient();
const POST_ID = "11111111-1111-4111-8111-111111111111";

describe("a post's and a comment's buttons", () => {
  it("name the item they act on", () => {
    render(
      <>
        <LikeButton
          target={{ targetType: "post", targetId: POST_ID, postId: POST_ID }}
          itemName="post “Day 60”"
          liked={false}
          likeCount={2}
        />
        <DeleteButton what="comment" itemName="comment by Ann" description="Gone." onDelete={() => Promise.resolve(true)} compact />
        <ReportButton targetType="post" targetId={POST_ID} itemName="post “Day 60”" compact />
        <BlockButton member={{ id: "66666666-6666-4666-8666-666666666666", displayName: "Ann" }} compact />
      </>,
      { wrapper },
    );
    expect(screen.getByRole("button", { name: "Like post “Day 60” (2 likes)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete comment by Ann" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Report post “Day 60”" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Block Ann" })).toBeTruthy();
  });
});
