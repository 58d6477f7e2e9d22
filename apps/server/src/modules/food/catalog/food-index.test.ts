import { describe, expect, it } from "vitest";
import { FoodIndex, type IndexedFood } from "./food-index";

// A few real SR28 names, including the ones plain search gets wrong.
const FOODS: IndexedFood[] = [
  { id: "07022", name: "Frankfurter, beef, unheated", group: "beef", animal: true },
  { id: "13325", name: "Beef, variety meats and by-products, liver, raw", group: "organ", animal: true },
  { id: "11426", name: "Beans, snap, green, raw", group: "other", animal: false },
  { id: "16043", name: "Beans, liver, cooked", group: "other", animal: false },
  { id: "01123", name: "Egg, whole, raw, fresh", group: "eggs", animal: true },
  { id: "01128", name: "Egg, whole, cooked, fried", group: "eggs", animal: true },
  { id: "11209", name: "Eggplant, raw", group: "other", animal: false },
  { id: "23572", name: "Beef, ground, 80% lean meat / 20% fat, raw", group: "beef", animal: true },
  { id: "04001", name: "Fat, beef tallow", group: "fats", animal: true },
];

const ids = (index: FoodIndex, q: string, timesLogged?: Map<string, number>) => index.query(q, { limit: 5, timesLogged }).map((h) => h.id);

describe("FoodIndex", () => {
  const index = new FoodIndex(FOODS);

  it("finds beef liver first by its everyday name, in any word order, not frankfurters", () => {
    expect(ids(index, "beef liver")[0]).toBe("13325");
    expect(ids(index, "liver beef")[0]).toBe("13325");
  });

  it("puts the animal food above the plant food for the same word", () => {
    const found = ids(index, "liver");
    expect(found.indexOf("13325")).toBeLessThan(found.indexOf("16043"));
    expect(ids(index, "egg")[0]).toBe("01123");
  });

  it("puts the animal food first when nothing else tells them apart", () => {
    // Same words, same length, no everyday names, and the plant food's id sorts first: only meat-first decides.
    const twins = new FoodIndex([
      { id: "a-plant", name: "Bean, liver, braised", group: "other", animal: false },
      { id: "z-animal", name: "Pork, liver, braised", group: "organ", animal: true },
    ]);
    expect(ids(twins, "liver braised")).toEqual(["z-animal", "a-plant"]);
  });

  it("tolerates typos and finds ratios", () => {
    expect(ids(index, "groud beef")[0]).toBe("23572");
    expect(ids(index, "80/20")[0]).toBe("23572");
    expect(ids(index, "talow")[0]).toBe("04001");
  });

  it("ranks the user's history higher", () => {
    expect(ids(index, "egg")[0]).toBe("01123");
    expect(ids(index, "egg", new Map([["01128", 5]]))[0]).toBe("01128");
  });

  it("answers nothing for an empty query", () => {
    expect(ids(index, "  ,, ")).toEqual([]);
  });
});

describe("FoodIndex's kept rankings", () => {
  // Hundreds of matches for "beef", so the kept list is cut; histories lift foods from deep in it.
  const many: IndexedFood[] = Array.from({ length: 400 }, (_, i) => ({
    id: String(10_000 + i),
    name: `Beef, cut ${i}${", trimmed".repeat(i % 7)}`,
    group: "beef",
    animal: i % 3 !== 0,
  }));
  const index = new FoodIndex(many);

  it("answer as a fresh ranking would, whatever the user's history and the limit", () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let round = 0; round < 50; round++) {
      const timesLogged = new Map(
        Array.from({ length: Math.floor(random() * 30) }, () => [
          String(10_000 + Math.floor(random() * 400)),
          1 + Math.floor(random() * 5),
        ]),
      );
      const limit = 1 + Math.floor(random() * 50);
      for (const q of ["beef", "beef cut", "trimmed beef"]) {
        // A limit over 50 is ranked afresh, never from what was kept.
        const fresh = index.query(q, { limit: 51, timesLogged }).slice(0, limit);
        expect(index.query(q, { limit, timesLogged }), `${q}, limit ${limit}`).toEqual(fresh);
      }
    }
  });
});
