export * from "./rules";
export * from "./forms";
