export * from "./rules";
export * from "./requests";
export * from "./responses";
export * from "./forms";
