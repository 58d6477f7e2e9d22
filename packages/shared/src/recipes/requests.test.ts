import { describe, expect, it } from "vitest";
import { recipeFileSchema, recipeListQuerySchema } from "./requests";

describe("the recipe schemas", () => {
  const base = {
    slug: "a-recipe",
    title: "A recipe",
    description: "One line.",
    category: "eggs",
    tags: ["beginner"],
    free: false,
    publishedOn: "2026-01-01",
    servings: 2,
    prepMinutes: 5,
    cookMinutes: 5,
    ingredients: [{ foodId: "01123", grams: 100, name: "eggs" }],
    steps: ["Cook."],
    tips: [],
  };

  it("takes a well-formed file and refuses typed-in nutrition, derived tags and bad values", () => {
    expect(recipeFileSchema.safeParse(base).success).toBe(true);
    for (const bad of [
      { ...base, kcal: 300 },
      { ...base, tags: ["dairy-free"] },
      { ...base, slug: "Not A Slug" },
      { ...base, servings: 13 },
      { ...base, ingredients: [{ foodId: "1123", grams: 100, name: "eggs" }] },
      { ...base, ingredients: [{ foodId: "01123", grams: 0, name: "eggs" }] },
      { ...base, ingredients: [{ foodId: "01123", grams: 100, name: "eggs", weighed: "cooked" }] },
      { ...base, steps: ["line one\nline two"] },
      { ...base, description: "x".repeat(161) },
    ]) {
      expect(recipeFileSchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 80)).toBe(false);
    }
  });

  it("reads the list's filters", () => {
    expect(recipeListQuerySchema.parse({ tags: "beginner,dairy-free", sort: "protein" })).toEqual({
      tags: ["beginner", "dairy-free"],
      sort: "protein",
    });
    expect(recipeListQuerySchema.safeParse({ tags: "beginner,vegan" }).success).toBe(false);
  });
});
