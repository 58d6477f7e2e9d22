export { foodRoutes } from "./food.routes";
export { foodUserData } from "./user-data";
export { openFoodCatalog, type FoodCatalog } from "./catalog";
export { getTargets, goalWeightKg, saveTargets } from "./nutrition-targets";
export { logMeal } from "./meals";
