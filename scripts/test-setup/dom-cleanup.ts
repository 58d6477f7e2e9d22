import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// What a test rendered is unmounted after it, so no component of one test (a poll, a timer, a
// subscription) runs on into the next, also when test files share a worker.
afterEach(() => cleanup());
