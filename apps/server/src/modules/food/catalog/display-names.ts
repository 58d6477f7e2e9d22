import { FOOD_ALIASES } from "./aliases";

/*
 * The everyday name a list shows first ("Ribeye, grilled"), with USDA's long description beside it
 * in smaller type. It is a food's first curated name (aliases.ts), which names the form a person
 * usually means. Where several foods share that first name (raw and grilled ribeye), the
 * preparation USDA names is added, so raw and cooked rows do not read the same.
 */

/** How often each first name is used: a shared one needs the preparation beside it. */
const firstNameUses = new Map<string, number>();
for (const names of Object.values(FOOD_ALIASES)) firstNameUses.set(names[0]!, (firstNameUses.get(names[0]!) ?? 0) + 1);

/** USDA's preparation words, as the end of a description uses them ("cooked, grilled", "raw"). */
const PREPARATIONS =
  "raw grilled broiled roasted pan-fried pan-broiled braised baked boiled fried simmered stewed steamed smoked microwaved canned cooked".split(
    " ",
  );
const STATE_WORDS = new Set(PREPARATIONS);

/** Words an everyday name writes with capitals or a hyphen. */
const PROPER: Record<string, string> = {
  ny: "NY",
  atlantic: "Atlantic",
  pacific: "Pacific",
  italian: "Italian",
  polish: "Polish",
  canadian: "Canadian",
  "t bone": "T-bone",
  tbone: "T-bone",
};

function preparationIn(description: string): string | undefined {
  const parts = description
    .toLowerCase()
    .split(",")
    .map((part) => part.trim());
  // The most specific word last named: "cooked, grilled" is grilled; "cooked, dry heat" is cooked.
  for (const part of parts.toReversed()) if (PREPARATIONS.includes(part)) return part;
  return parts.includes("cooked") || parts.some((p) => p.endsWith(" heat")) ? "cooked" : undefined;
}

function capitalised(name: string): string {
  let text = name;
  for (const [word, proper] of Object.entries(PROPER)) text = text.replace(new RegExp(`\\b${word}\\b`, "g"), proper);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The everyday name of a USDA food, from its curated names and its long description, or null for
 * a food without curated names (its description is its only name).
 */
export function displayNameOf(id: string, description: string): string | null {
  const first = FOOD_ALIASES[id]?.[0];
  if (!first) return null;
  // A lean/fat ratio alone ("85/15") is ground meat of that ratio.
  let name = /^\d+\/\d+$/.test(first) ? `ground ${description.split(",")[0]!.toLowerCase()} ${first}` : first;
  const saysState = name.split(" ").some((word) => STATE_WORDS.has(word));
  if ((firstNameUses.get(first) ?? 0) > 1 && !saysState) {
    const preparation = preparationIn(description);
    if (preparation) name = `${name}, ${preparation}`;
  }
  return capitalised(name);
}
