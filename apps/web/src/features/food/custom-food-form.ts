import type { CustomFoodBody, CustomFoodForm } from "@app/shared/food";

/* The "Create a food" form (its rules: customFoodForm in @app/shared/food): the empty form and the request it sends. */

export function emptyCustomFood(name = ""): CustomFoodForm {
  return { name, basis: "100g", servingGrams: "", servingLabel: "", kcal: "", protein: "", fat: "", carbs: "", sodium: "" };
}

/** The request for valid form values: trimmed text, numbers, and the serving only for values per serving. */
export function customFoodBodyOf(values: CustomFoodForm): CustomFoodBody {
  const servingLabel = values.servingLabel.trim();
  return {
    name: values.name.trim(),
    basis: values.basis,
    ...(values.basis === "serving" && { servingGrams: Number(values.servingGrams), ...(servingLabel && { servingLabel }) }),
    kcal: Number(values.kcal),
    protein: Number(values.protein),
    fat: Number(values.fat),
    carbs: Number(values.carbs),
    ...(values.sodium.trim() !== "" && { sodium: Number(values.sodium) }),
  };
}
