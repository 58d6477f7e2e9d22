import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ingredientDetails, recipeFileSchema, scaledGrams } from "@app/shared/recipes";
import { RECIPES_DIR } from "../../paths";
import { readRecipeFiles, RecipeFileError, type RecipeFoodLookup } from "./recipe-files";

/* The checks a recipe file must pass before the server starts with it, each shown failing. */

const template = JSON.parse(readFileSync(path.join(RECIPES_DIR, "perfect-ribeye.json"), "utf8")) as Record<string, unknown>;
type Recipe = typeof template & { ingredients: Record<string, unknown>[] };

/** The foods of the template: the ribeye (grilled, with a yield) and the rest without one. */
const foods: RecipeFoodLookup = (id) =>
  ({ "23195": { cookedYield: 0.79 }, "04001": { cookedYield: null }, "01001": { cookedYield: null }, "99001": { cookedYield: null } })[id];

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

/** Five valid free recipes (as many as must be free), then `change` applied to the files. */
function recipesDir(change: (recipes: Recipe[]) => void = () => {}, raw: Record<string, string> = {}): string {
  dir = mkdtempSync(path.join(tmpdir(), "recipes-"));
  const recipes = Array.from({ length: 5 }, (_, i) => ({
    ...structuredClone(template),
    slug: `steak-${i + 1}`,
    title: `Steak number ${i + 1}`,
  })) as unknown as Recipe[];
  change(recipes);
  for (const recipe of recipes) writeFileSync(path.join(dir, `${String(recipe.slug)}.json`), JSON.stringify(recipe));
  for (const [file, text] of Object.entries(raw)) writeFileSync(path.join(dir, file), text);
  return dir;
}

const failure = (d: string) => {
  try {
    readRecipeFiles(d, foods);
  } catch (err) {
    expect(err).toBeInstanceOf(RecipeFileError);
    return (err as Error).message;
  }
  throw new Error("the files were accepted");
};

describe("recipe files", () => {
  it("load when every check passes", () => {
    expect(readRecipeFiles(recipesDir(), foods).map((r) => r.slug)).toEqual(["steak-1", "steak-2", "steak-3", "steak-4", "steak-5"]);
  });

  it("are refused, with the file and the reason, for each rule", () => {
    expect(failure(recipesDir(undefined, { "broken.json": "{ not json" }))).toMatch(/^recipes-\w+\/broken\.json: not JSON/);
    expect(failure(recipesDir((r) => (r[0]!.nutrition = { kcal: 500 })))).toMatch(/steak-1\.json: .*nutrition|Unrecognized key/);
    expect(failure(recipesDir((r) => (r[1]!.ingredients[0]!.foodId = "00000")))).toMatch(
      /steak-2\.json: ingredients\.0: no food 00000 in the catalog/,
    );
    expect(failure(recipesDir((r) => (r[2]!.ingredients[1]!.weighed = "raw")))).toMatch(
      /steak-3\.json: ingredients\.1: food 04001 has no cooked yield, so it can't be weighed raw/,
    );
    expect(failure(recipesDir((r) => (r[0]!.ingredients[0]!.grams = 1000)))).toMatch(
      /steak-1\.json: ingredients\.0: 12 servings would be more than 5000 g of it/,
    );
    expect(
      failure(
        recipesDir(undefined, {
          "renamed.json": JSON.stringify({ ...template, slug: "not-renamed", title: "Another steak", free: false }),
        }),
      ),
    ).toMatch(/renamed\.json: the slug "not-renamed" must be the file's name/);
    expect(failure(recipesDir((r) => (r[4]!.title = "steak NUMBER 1")))).toBe('recipes: the title "steak NUMBER 1" is used twice');
    expect(failure(recipesDir((r) => (r[3]!.free = false)))).toBe("recipes: 4 are marked free; exactly 5 must be");
  });
});

/**
 * Every number in a name or note measures something other than the amount (a thickness, a time, a
 * temperature, a share): an amount there would stay the same while the grams scale ("250 g … about ½
 * roast" for a tenth of a 2.5 kg roast).
 */
const NOT_AN_AMOUNT = /^\s*(?:cm|mm|%|°C|hours?|minutes?)(?!\p{L})/u;
function statedAmounts(text: string): string[] {
  // A figure or a range of them ("2 or 3", "4 to 5"), and what follows it.
  const found = [...text.matchAll(/\d[\d.,]*(?:\s*(?:to|or|-|–)\s*\d[\d.,]*)*/gu)]
    .filter((m) => !NOT_AN_AMOUNT.test(text.slice(m.index + m[0].length)))
    .map((m) => m[0]);
  return [...found, ...(text.match(/\bwhole\b/iu) ?? [])];
}

describe("every recipe's ingredient lines", () => {
  const recipes = readdirSync(RECIPES_DIR)
    .filter((f) => f.endsWith(".json"))
    .map((f) => recipeFileSchema.parse(JSON.parse(readFileSync(path.join(RECIPES_DIR, f), "utf8"))));

  it("find an amount in a text that states one, and none in a thickness or a time", () => {
    expect(statedAmounts("cooked weight (about 150 g raw)")).toEqual(["150"]);
    expect(statedAmounts("2 or 3 livers, trimmed")).toEqual(["2 or 3"]);
    expect(statedAmounts("whole picanha (top sirloin cap)")).toEqual(["whole"]);
    expect(statedAmounts("cut in 4 to 5 cm pieces, 30 minutes at 20 °C, 80% lean")).toEqual([]);
  });

  it.each(recipes.map((r) => [r.slug, r] as const))(
    "%s: say nothing the grams contradict, at 1, its own and 4 times its servings",
    (_, recipe) => {
      for (const servings of [1, recipe.servings, recipe.servings * 4]) {
        for (const ingredient of recipe.ingredients) {
          const where = `${ingredient.name} at ${servings} servings`;
          expect(statedAmounts(`${ingredient.name}; ${ingredient.note ?? ""}`), where).toEqual([]);
          const details = ingredientDetails(ingredient, recipe.servings, servings);
          const counted = /^about (\d*)([¼½¾]?) /u.exec(details);
          if (!ingredient.pieces) {
            expect(counted, where).toBeNull();
            continue;
          }
          if (!counted) continue; // too small a part of a piece to count: the grams alone
          const count = Number(counted[1] || 0) + ({ "": 0, "¼": 0.25, "½": 0.5, "¾": 0.75 } as Record<string, number>)[counted[2]!]!;
          const gramsOfCount = (count * ingredient.grams) / ingredient.pieces.count;
          const grams = scaledGrams(ingredient.grams, recipe.servings, servings);
          expect(Math.abs(gramsOfCount - grams) / grams, `${where}: ${grams} g, ${details}`).toBeLessThanOrEqual(0.2);
        }
      }
    },
  );
});
