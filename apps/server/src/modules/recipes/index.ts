/** The recipes module's public face: our recipes, with nutrition computed from the food catalog. */
export { recipeRoutes } from "./recipes.routes";
export { openRecipeCatalog, type RecipeCatalog } from "./recipe-catalog";
export { recipesUserData } from "./user-data";
export { previewImageUrl } from "./list-recipes";
export { previewImages } from "./preview-image";
