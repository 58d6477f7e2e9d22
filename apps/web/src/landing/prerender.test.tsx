import { act, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "@/app/providers";
import { serveApi } from "@/testing/serve-api";
import { render } from "./prerender";
import { StandaloneLanding, startSessionCheck } from "./standalone-landing";

// React's act() here directly, not through Testing Library, which would say so itself: without it
// React warns that the environment does not support act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

function prerendered(): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = render();
  document.body.append(root);
  return root;
}

async function hydrate(root: HTMLElement) {
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProviders>
          <StandaloneLanding />
        </AppProviders>
      </StrictMode>,
      { onRecoverableError: recoverable },
    );
  });
  return recoverable;
}

describe("the prerendered landing page", () => {
  it("holds the page's words, the sign-in form and the footer before any script runs", () => {
    const root = prerendered();
    expect(root.querySelector("h1")?.textContent).toBe("CarniTrack");
    expect(root.textContent).toContain("What You'll Get");
    expect(root.querySelector('input[type="email"]')).not.toBeNull();
    expect(root.querySelector('footer a[href="/privacy"]')).not.toBeNull();
  });

  it("cannot be sent by the browser before the page's script runs: the password would go into the address", async () => {
    serveApi({ "GET /api/auth/get-session": { status: 200, body: null } });
    const root = prerendered();
    const form = root.querySelector("form")!;
    const submit = () => root.querySelector<HTMLButtonElement>('form button[type="submit"]')!;
    expect(form.getAttribute("method")).toBe("post");
    expect(submit().disabled).toBe(true);
    startSessionCheck();
    await hydrate(root);
    expect(submit().disabled).toBe(false);
  });

  it("hydrates without a mismatch, with a redirect to come back to, then shows its notice", async () => {
    serveApi({ "GET /api/auth/get-session": { status: 200, body: null } });
    const root = prerendered(); // at build time: no address
    window.history.replaceState(null, "", "/?redirectTo=/progress");
    startSessionCheck();
    const recoverable = await hydrate(root);
    expect(recoverable).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(root.textContent).toContain("Please sign in to continue."));
  });
});
