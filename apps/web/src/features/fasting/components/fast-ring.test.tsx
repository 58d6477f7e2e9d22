import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { arcDash, FastRing } from "./fast-ring";

// The ring's circumference in its own units (pathLength 100) and half its stroke in them.
const CAP = (5 / (2 * Math.PI * 52)) * 100;
const dashLength = (percent: number) => Number(arcDash(percent).dasharray.split(" ")[0]);
/** How much of the ring the arc covers, caps included. */
const covered = (percent: number) => dashLength(percent) + (arcDash(percent).linecap === "round" ? 2 * CAP : 0);

describe("the ring's arc", () => {
  it.each([3, 4])("at %i%% is an arc of that length with square ends, not a dot of round caps", (percent) => {
    const dash = arcDash(percent);
    expect(dash.linecap).toBe("butt");
    expect(dashLength(percent)).toBeCloseTo(percent);
    expect(dash.dashoffset).toBe(0);
  });

  it.each([3, 10, 39, 99])("covers exactly %i%% of the ring, its caps included", (percent) => {
    expect(covered(percent)).toBeCloseTo(percent);
  });

  it("closes at 100%, with no seam at the top", () => {
    expect(arcDash(100)).toEqual({ dasharray: "100 0", dashoffset: 0, linecap: "round" });
  });

  it("starts where the ring starts once its ends are round", () => {
    expect(arcDash(50)).toMatchObject({ linecap: "round", dashoffset: -CAP });
  });

  it("draws with the dash it computes", () => {
    render(
      <FastRing percent={3} valueText="3% of 16 hours" completed={false}>
        <span />
      </FastRing>,
    );
    const arc = screen.getByTestId("fast-ring-arc");
    expect(arc.getAttribute("stroke-linecap")).toBe("butt");
    expect(arc.getAttribute("stroke-dasharray")).toBe("3 97");
  });
});
