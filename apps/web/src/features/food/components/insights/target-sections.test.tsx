import type { InsightsResponse } from "@app/shared/nutrition";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ElectrolytesSection } from "./electrolytes-section";
import { MacroTargetsSection } from "./macro-targets-section";
import { NutrientPanel } from "./nutrient-panel";
import { MemoryRouter } from "react-router";

type Electrolyte = InsightsResponse["electrolytes"][number];
const electrolyte = (key: Electrolyte["key"], amount: number, target: number): Electrolyte =>
  ({ key, amount, fromDrinks: 0, target, low: amount < target * 0.5, incomplete: false, noData: false }) as Electrolyte;

describe("amounts against targets", () => {
  it("marks sodium above its target plainly and offers no salt beside it", () => {
    render(
      <ElectrolytesSection
        electrolytes={[electrolyte("sodium", 4890, 3000), electrolyte("potassium", 1700, 3400), electrolyte("magnesium", 400, 400)]}
        onAddSalt={vi.fn()}
        isAddingSalt={false}
      />,
    );
    expect(screen.getByTestId("electrolyte-sodium-share").textContent).toBe("163% · above target");
    expect(screen.getByTestId("electrolyte-potassium-share").textContent).toBe("50%");
    // Exactly at the target is not above it.
    expect(screen.getByTestId("electrolyte-magnesium-share").textContent).toBe("100%");
    expect(screen.queryByRole("button", { name: /Add 1 g salt/ })).toBeNull();
    // Neutral wording and colour: a target is a guide.
    expect(screen.getByTestId("electrolyte-sodium-share").className).toContain("text-muted-foreground");
  });

  it("offers the salt quick-add while sodium is below its target", () => {
    const onAddSalt = vi.fn();
    render(<ElectrolytesSection electrolytes={[electrolyte("sodium", 2000, 3000)]} onAddSalt={onAddSalt} isAddingSalt={false} />);
    screen.getByRole("button", { name: /Add 1 g salt/ }).click();
    expect(onAddSalt).toHaveBeenCalled();
    expect(screen.getByTestId("electrolyte-sodium-share").textContent).toBe("67%");
  });

  it("says protein above its target without shaming it", () => {
    render(<MacroTargetsSection protein={{ amount: 180, target: 120, incomplete: false }} ratio={{ byGrams: 0.8, goal: 1 }} />);
    const share = screen.getByTestId("protein-share");
    expect(share.textContent).toBe("150% · above target");
    expect(share.className).not.toMatch(/destructive|red/);
    expect(screen.getByRole("progressbar", { name: "Protein against your target" }).getAttribute("aria-valuetext")).toBe(
      "150% of 120 g, above target",
    );
  });

  it("fills a met target in the success colour, never the warning red, and one short of it in the brand's", () => {
    render(
      <ElectrolytesSection
        electrolytes={[electrolyte("sodium", 4890, 3000), electrolyte("potassium", 1700, 3400), electrolyte("magnesium", 400, 400)]}
        onAddSalt={vi.fn()}
        isAddingSalt={false}
      />,
    );
    const fill = (name: string) => screen.getByRole("progressbar", { name }).firstElementChild as HTMLElement;
    for (const met of ["Sodium against your target", "Magnesium against your target"]) {
      expect(fill(met).className, met).toContain("bg-success");
      expect(fill(met).className, met).not.toMatch(/primary|destructive/);
    }
    expect(fill("Potassium against your target").className).not.toContain("bg-success");
  });

  it("fills a nutrient at or past its reference in the success colour", () => {
    const row = (key: "vitaminB12" | "vitaminC", percent: number) => ({
      key,
      amount: percent,
      reference: 100,
      kind: "RDA" as const,
      percent,
      incomplete: false,
      noData: false,
      top: [],
    });
    render(
      <MemoryRouter>
        <NutrientPanel
          panel={[row("vitaminB12", 483), row("vitaminC", 40)] as InsightsResponse["panel"]}
          reference={{ sex: "male", ageBand: "31-50", fromSettings: true }}
        />
      </MemoryRouter>,
    );
    const bar = (key: string) =>
      screen.getByTestId(`panel-${key}`).querySelector("[data-met], summary > span[aria-hidden] > span") as HTMLElement;
    expect(bar("vitaminB12").className).toContain("bg-success");
    expect(bar("vitaminB12").className).not.toMatch(/primary|destructive/);
    expect(bar("vitaminC").className).not.toContain("bg-success");
    expect(screen.getByTestId("panel-vitaminB12").textContent).toContain("483%");
  });
});
