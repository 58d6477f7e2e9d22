import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { FavoriteButton } from "./favorite-button";

const { wrapper } = withQueryClient();

describe("the favourite button", () => {
  it("names the recipe and what a press does to it", () => {
    const { rerender } = render(<FavoriteButton slug="reverse-seared-ribeye" title="Reverse-seared ribeye" favorite={false} />, {
      wrapper,
    });
    expect(screen.getByRole("button", { name: "Favourite Reverse-seared ribeye" })).toBeTruthy();
    rerender(<FavoriteButton slug="reverse-seared-ribeye" title="Reverse-seared ribeye" favorite />);
    expect(screen.getByRole("button", { name: "Remove favourite Reverse-seared ribeye" })).toBeTruthy();
  });

  it("says when a favourite is removed, so the Favourites grid can move focus off the card that goes", async () => {
    serveApi({ "DELETE /api/recipes/reverse-seared-ribeye/favorite": { status: 200, body: { favorite: false } } });
    const onRemoved = vi.fn();
    render(<FavoriteButton slug="reverse-seared-ribeye" title="Reverse-seared ribeye" favorite onRemoved={onRemoved} />, { wrapper });
    fireEvent.click(screen.getByRole("button", { name: "Remove favourite Reverse-seared ribeye" }));
    await waitFor(() => expect(onRemoved).toHaveBeenCalledOnce());
  });
});
