import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { withQueryClient } from "@/testing/serve-api";
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
});
