import { act } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

/*
 * An IntersectionObserver a test drives: happy-dom's never reports anything, so without this an
 * element waiting to come near the viewport would wait for good.
 */

interface Watch {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  targets: Set<Element>;
  observer: IntersectionObserver;
}

/**
 * Puts a controllable IntersectionObserver in place for each test of the file (call it at the top
 * of the file): `scrollNear(element)` reports `element` (or, without one, every observed element)
 * as within the observers' root margin; `watched()` lists what is observed now, with the options
 * it is observed with.
 */
export function withFakeIntersectionObserver() {
  const watches = new Set<Watch>();
  class FakeIntersectionObserver {
    readonly #watch: Watch;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.#watch = { callback, options, targets: new Set(), observer: this as unknown as IntersectionObserver };
      watches.add(this.#watch);
    }
    observe(target: Element) {
      this.#watch.targets.add(target);
    }
    unobserve(target: Element) {
      this.#watch.targets.delete(target);
    }
    disconnect() {
      this.#watch.targets.clear();
      watches.delete(this.#watch);
    }
    takeRecords() {
      return [];
    }
  }
  beforeEach(() => {
    watches.clear();
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return {
    watched: () => [...watches].flatMap((watch) => [...watch.targets].map((target) => ({ target, options: watch.options }))),
    scrollNear(element?: Element) {
      act(() => {
        for (const watch of [...watches]) {
          const targets = [...watch.targets].filter((target) => !element || target === element);
          if (targets.length === 0) continue;
          const entries = targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
          watch.callback(entries, watch.observer);
        }
      });
    },
  };
}
