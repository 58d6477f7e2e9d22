/**
 * A zod schema built when it is first used instead of when its module loads (see
 * scripts/lazy-schemas.ts, which wraps the shared contracts' schemas in this for the web build
 * only): building all the contracts' schemas as the `shared` chunk loads costs a phone's CPU on
 * every signed-in page, most of them for responses and forms that page never uses. The proxy stands for the schema in every way zod and callers look at it
 * (properties, methods, `instanceof`, `in`, keys), each forwarded to the schema, built once.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key) as unknown,
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may not report a property its (empty) target lacks as non-configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
