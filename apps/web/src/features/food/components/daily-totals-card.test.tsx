import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DailyTotalsCard } from "./daily-totals-card";

const sharesOf = (text: string) => [...text.matchAll(/(\d+)%/g)].map((m) => Number(m[1]));

describe("the daily totals' calorie shares", () => {
  it("add up to 100%, where rounding each would make 101%", () => {
    // 1,564.2 kcal of fat, 605.6 of protein, 13.2 of carbs: 71.7 / 27.7 / 0.6 rounds to 72 + 28 + 1 point by point.
    render(<DailyTotalsCard totals={{ kcal: 2294, protein: 151.4, fat: 173.8, carbs: 3.3, incomplete: [] }} />);
    const text = screen.getByTestId("calorie-shares").textContent!;
    expect(text).toBe("72% of calories from fat, 28% from protein");
    expect(sharesOf(text).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it("name carbs when they have a share, and still add up to 100%", () => {
    // 64.3 / 28.6 / 7.1 floors to 99: the point goes to protein's remainder.
    render(<DailyTotalsCard totals={{ kcal: 1400, protein: 100, fat: 100, carbs: 25, incomplete: [] }} />);
    expect(screen.getByTestId("calorie-shares").textContent).toBe("64% of calories from fat, 29% from protein, 7% from carbs");
  });

  it("say nothing of carbs on a day without them", () => {
    render(<DailyTotalsCard totals={{ kcal: 1000, protein: 100, fat: 66.7, carbs: 0, incomplete: [] }} />);
    expect(screen.getByTestId("calorie-shares").textContent).toBe("60% of calories from fat, 40% from protein");
  });
});
