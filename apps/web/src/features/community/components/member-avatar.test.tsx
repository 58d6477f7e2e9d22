import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MemberAvatar, OwnNameContext } from "./member-avatar";

describe("a member's avatar", () => {
  it("takes the signed-in user's own initials from the name the header uses, others' from their display name", () => {
    render(
      <OwnNameContext value="Pat Premium">
        <MemberAvatar name="Pat" mine />
        <MemberAvatar name="Ann" />
      </OwnNameContext>,
    );
    const [mine, other] = screen.getAllByTestId("member-avatar");
    // The header's account menu shows "PP" for Pat Premium; "PA" would read as someone else.
    expect(mine!.textContent).toBe("PP");
    expect(other!.textContent).toBe("AN");
  });

  it("keeps the display name's initials where the shell gives no name", () => {
    render(<MemberAvatar name="Pat" mine />);
    expect(screen.getByTestId("member-avatar").textContent).toBe("PA");
  });
});
