export * from "./rules";
export * from "./responses";
