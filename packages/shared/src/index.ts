export * from "./auth";
export * from "./billing";
export * from "./errors";
export * from "./routes";
export * from "./fasting";
export * from "./fasting-rules";
export * from "./text";
