export * from "./rules";
export * from "./zones";
export * from "./schedule";
export * from "./requests";
export * from "./responses";
export * from "./forms";
