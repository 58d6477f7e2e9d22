import { afterAll, vi } from "vitest";

// Component test files share a worker (isolate: false) to import React, the UI kit and the other
// packages once. The app's own modules hold state of the page (the connection, the session, the
// query clients), so each file gets them afresh: only the packages stay loaded.
afterAll(() => {
  vi.resetModules();
});
