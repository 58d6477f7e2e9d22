import type { Comment } from "@app/shared/community";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { CommentForm, EditCommentForm } from "./comment-form";

const { wrapper: withClient } = withQueryClient();
// The guidelines link to the full page.
const wrapper = ({ children }: { children: ReactNode }) => withClient({ children: <MemoryRouter>{children}</MemoryRouter> });

const POST_ID = "11111111-1111-4111-8111-111111111111";
const COMMENT_ID = "22222222-2222-4222-8222-222222222222";
const ADD = `POST /api/community/posts/${POST_ID}/comments`;

const comment = (body: string, fields: Partial<Comment> = {}): Comment => ({
  id: COMMENT_ID,
  postId: POST_ID,
  parentId: null,
  body: [{ t: "p", c: [{ t: "text", v: body }] }],
  source: body,
  author: { id: "66666666-6666-4666-8666-666666666666", displayName: "Ann Lee" },
  createdAt: "2026-11-20T08:00:00.000Z",
  editedAt: null,
  likeCount: 0,
  liked: false,
  hidden: false,
  mine: true,
  canEdit: true,
  ...fields,
});

const me = {
  memberId: "66666666-6666-4666-8666-666666666666",
  displayName: "Ann Lee",
  guidelinesAccepted: true,
  suspendedUntil: null,
  canPostLinks: true,
  moderator: false,
};

/** The text a screen reader reads after the field's name: what its aria-describedby points at. */
const description = (field: HTMLElement) =>
  (field.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

function show(props: Partial<Parameters<typeof CommentForm>[0]> = {}) {
  const onDone = vi.fn();
  render(<CommentForm id="new-comment" postId={POST_ID} me={me} label="Add a comment" submitLabel="Comment" onDone={onDone} {...props} />, {
    wrapper,
  });
  return { onDone, field: () => screen.getByLabelText("Add a comment") as HTMLTextAreaElement };
}

describe("adding a comment", () => {
  it("says at the field that blank words are no comment, and sends nothing", async () => {
    const calls = serveApi({});
    const { field } = show();
    fireEvent.change(field(), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Comment" }));
    await waitFor(() => expect(description(field())).toMatch(/^Comment is required\./));
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(calls).toHaveLength(0);
  });

  it("sends the words, hands back the server's comment and empties the field", async () => {
    const calls = serveApi({ [ADD]: (body) => ({ status: 201, body: { comment: comment((body as { body: string }).body) } }) });
    const { field, onDone } = show();
    fireEvent.change(field(), { target: { value: "Salt helped me too." } });
    fireEvent.click(screen.getByRole("button", { name: "Comment" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(comment("Salt helped me too.")));
    expect(calls).toEqual([
      expect.objectContaining({ method: "POST", path: `/api/community/posts/${POST_ID}/comments`, body: { body: "Salt helped me too." } }),
    ]);
    expect(field().value).toBe("");
  });

  it("sends a reply with the comment it answers", async () => {
    const calls = serveApi({ [ADD]: { status: 201, body: { comment: comment("Same here.", { parentId: COMMENT_ID }) } } });
    render(
      <CommentForm
        id="reply"
        postId={POST_ID}
        parentId={COMMENT_ID}
        me={me}
        label="Reply to Ann Lee"
        submitLabel="Reply"
        onCancel={vi.fn()}
      />,
      { wrapper },
    );
    expect(screen.getByPlaceholderText("Write a reply…")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Reply to Ann Lee"), { target: { value: "Same here." } });
    fireEvent.click(screen.getByRole("button", { name: "Reply" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ body: "Same here.", parentId: COMMENT_ID });
  });

  it("keeps the words and gives the server's reason when the comment is refused", async () => {
    const refusal = "A moderator suspended you from posting until 1 Dec 2026, 08:00 UTC. You can still read and like.";
    serveApi({ [ADD]: { status: 403, body: { error: { code: "FORBIDDEN", message: refusal } } } });
    const { field, onDone } = show();
    fireEvent.change(field(), { target: { value: "Salt helped me too." } });
    fireEvent.click(screen.getByRole("button", { name: "Comment" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Couldn't post your comment", { description: refusal }));
    expect(field().value).toBe("Salt helped me too.");
    expect(onDone).not.toHaveBeenCalled();
  });

  it("asks a first-time member to agree to the guidelines, then posts what they wrote", async () => {
    const calls = serveApi({
      "POST /api/community/me/guidelines": { status: 200, body: { ...me, guidelinesAccepted: true } },
      [ADD]: { status: 201, body: { comment: comment("Hello all.") } },
    });
    const { field, onDone } = show({ me: { guidelinesAccepted: false } });
    fireEvent.change(field(), { target: { value: "Hello all." } });
    fireEvent.click(screen.getByRole("button", { name: "Comment" }));
    const dialog = await screen.findByRole("dialog", { name: "Before you post: our guidelines" });
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "I agree" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /api/community/me/guidelines", ADD]);
    expect(calls[1]!.body).toEqual({ body: "Hello all." });
    expect(dialog.isConnected).toBe(false);
  });

  it("sends nothing when the member says not now to the guidelines", async () => {
    const calls = serveApi({});
    const { field } = show({ me: { guidelinesAccepted: false } });
    fireEvent.change(field(), { target: { value: "Hello all." } });
    fireEvent.click(screen.getByRole("button", { name: "Comment" }));
    fireEvent.click(await screen.findByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls).toHaveLength(0);
    expect(field().value).toBe("Hello all.");
  });
});

describe("editing a comment", () => {
  it("starts from the Markdown as written, saves the new words and says so", async () => {
    const calls = serveApi({
      [`PATCH /api/community/comments/${COMMENT_ID}`]: (body) => ({
        status: 200,
        body: { comment: comment((body as { body: string }).body) },
      }),
    });
    const onDone = vi.fn();
    render(<EditCommentForm comment={comment("Salt **helped**.")} onDone={onDone} />, { wrapper });
    const field = screen.getByLabelText("Edit comment") as HTMLTextAreaElement;
    expect(field.value).toBe("Salt **helped**.");
    fireEvent.change(field, { target: { value: "Salt and water helped." } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ method: "PATCH", body: { body: "Salt and water helped." } });
    expect(toast.success).toHaveBeenCalledWith("Your comment is updated");
  });

  it("stays open with the server's reason when the edit window has closed", async () => {
    const refusal = "Comments can be edited for 24 hours after they are written.";
    serveApi({
      [`PATCH /api/community/comments/${COMMENT_ID}`]: { status: 403, body: { error: { code: "FORBIDDEN", message: refusal } } },
    });
    const onDone = vi.fn();
    render(<EditCommentForm comment={comment("Salt helped.")} onDone={onDone} />, { wrapper });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Couldn't save your comment", { description: refusal }));
    expect(onDone).not.toHaveBeenCalled();
  });
});
