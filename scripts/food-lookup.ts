// `npx tsx scripts/food-lookup.ts beef liver [more words]`: the catalog foods whose names hold every
// word, with their id, group, whether a raw weight can be logged (the cooked yield) and the main
// figures per 100 g. For writing recipe files (apps/server/recipes/), whose ingredients name foods by id.
import { OWN_FOODS } from "../apps/server/src/modules/food/catalog/own-foods";
import { parseUsda, readUsdaPackage } from "../apps/server/src/modules/food/catalog/usda";

const words = process.argv.slice(2).map((w) => w.toLowerCase());
if (words.length === 0) {
  console.error("usage: npx tsx scripts/food-lookup.ts <words…>   (or an id: 13326)");
  process.exit(2);
}
const { abbrev, foodDes } = readUsdaPackage();
const foods = [...parseUsda(abbrev, foodDes), ...OWN_FOODS];
const found = foods.filter((f) => (words.length === 1 && f.id === words[0]) || words.every((w) => f.name.toLowerCase().includes(w)));
for (const f of found.slice(0, 60)) {
  const n = f.nutrients;
  const raw = f.cookedYield ? ` raw-weighable (yield ${f.cookedYield.toFixed(3)})` : "";
  console.log(`${f.id}  [${f.group}]${raw}  ${f.name}`);
  console.log(`        per 100 g: ${n.kcal ?? "?"} kcal, protein ${n.protein ?? "?"} g, fat ${n.fat ?? "?"} g, carbs ${n.carbs ?? "?"} g`);
}
console.log(`${found.length} found${found.length > 60 ? " (first 60 shown)" : ""}`);
