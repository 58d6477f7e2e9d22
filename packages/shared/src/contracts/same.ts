/** `true` only when A and B are the same type: a contract that drifts from its shared type fails the build. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
