export * from "./rules";
export * from "./fields";
