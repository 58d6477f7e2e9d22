export * from "./rules";
export * from "./schemas";
export * from "./zones";
export * from "./schedule";
