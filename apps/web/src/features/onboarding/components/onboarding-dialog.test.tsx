import { type TargetsResponse, DEFAULT_TARGETS } from "@app/shared/nutrition";
import type { ProfileResponse } from "@app/shared/profile";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { OnboardingDialog } from "./onboarding-dialog";

const { wrapper, client } = withQueryClient();
// Each test starts in a fresh tab: no answers kept from another.
beforeEach(() => sessionStorage.clear());

const NEW: ProfileResponse = {
  goal: null,
  fastingPlan: null,
  eatsDairy: null,
  eatsEggs: null,
  onboarding: null,
  hasFasted: false,
  focusMode: false,
};
const targets: TargetsResponse = {
  targets: { ...DEFAULT_TARGETS, goalWeightKg: 80 },
  profile: { sex: "male", ageBand: null },
  customized: [],
};

function routes(profile: ProfileResponse, finish?: Parameters<typeof serveApi>[0][string]) {
  return serveApi({
    "GET /api/profile": { status: 200, body: profile },
    "GET /api/progress/units": { status: 200, body: { weightUnit: "lb", lengthUnit: "in" } },
    "GET /api/food/targets": { status: 200, body: targets },
    "PUT /api/profile/onboarding":
      finish ??
      ((body) => ({
        status: 200,
        body: { ...profile, onboarding: { outcome: (body as { outcome: "completed" }).outcome, at: "2026-11-25T20:00:00.000Z" } },
      })),
  });
}

const next = () => fireEvent.click(screen.getByRole("button", { name: "Next" }));
const skip = () => fireEvent.click(screen.getByRole("button", { name: "Skip" }));

describe("onboarding", () => {
  it("walks four steps with Skip and Back, and sends the answers in kilograms", async () => {
    const calls = routes(NEW);
    const onOpenChange = vi.fn();
    render(<OnboardingDialog open onOpenChange={onOpenChange} />, { wrapper });
    await screen.findByText("Step 1 of 4");
    fireEvent.click(screen.getByRole("radio", { name: "Gain muscle" }));
    next();
    await screen.findByText("Step 2 of 4");
    // The user's unit; a new user's goal weight starts empty even with one in the targets.
    expect((screen.getByLabelText("Goal weight (lb)") as HTMLInputElement).value).toBe("");
    fireEvent.change(screen.getByLabelText("Current weight (lb)"), { target: { value: "1000" } });
    next();
    expect(await screen.findByText("Current weight must be between 44.1 and 881.8 lb.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Current weight (lb)"), { target: { value: "200" } });
    next();
    await screen.findByText("Step 3 of 4");
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    await screen.findByText("Step 2 of 4");
    expect((screen.getByLabelText("Current weight (lb)") as HTMLInputElement).value).toBe("200");
    next();
    await screen.findByText("Step 3 of 4");
    skip();
    await screen.findByText("Step 4 of 4");
    fireEvent.click(screen.getAllByRole("radio", { name: "No" })[1]!);
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.body).toMatchObject({
      outcome: "completed",
      answers: {
        goal: "gain-muscle",
        weightUnit: "lb",
        currentWeightKg: 90.7,
        eatsEggs: false,
      },
    });
    // Only what was answered in this run is sent.
    expect(Object.keys((put?.body as { answers: object }).answers).sort()).toEqual([
      "ageBand",
      "currentWeightKg",
      "eatsEggs",
      "goal",
      "goalWeightKg",
      "sex",
      "weightUnit",
    ]);
  });

  it("opened again, starts from the answers kept", async () => {
    routes({
      ...NEW,
      goal: "health",
      fastingPlan: "Custom 36h",
      eatsDairy: false,
      onboarding: { outcome: "completed", at: "2026-11-20T10:00:00.000Z" },
    });
    render(<OnboardingDialog open onOpenChange={vi.fn()} />, { wrapper });
    await screen.findByText("Step 1 of 4");
    expect((screen.getByRole("radio", { name: "Health" }) as HTMLInputElement).checked).toBe(true);
    next();
    expect((await screen.findByLabelText<HTMLInputElement>("Goal weight (lb)")).value).toBe("176.4");
    next();
    await screen.findByText("Step 3 of 4");
    expect((screen.getByRole("radio", { name: "Custom" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Custom Duration (hours)") as HTMLInputElement).value).toBe("36");
  });

  it("opened again, Close only closes it: a finished onboarding is not turned into a skipped one", async () => {
    const calls = routes({ ...NEW, onboarding: { outcome: "completed", at: "2026-11-20T10:00:00.000Z" } });
    const onOpenChange = vi.fn();
    render(<OnboardingDialog open onOpenChange={onOpenChange} />, { wrapper });
    await screen.findByText("Step 1 of 4");
    expect(screen.queryByRole("button", { name: "Skip setup" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
  });

  it("opened again, sends only the answers changed, so targets the user edited since are not derived again", async () => {
    const calls = routes({ ...NEW, goal: "health", eatsEggs: true, onboarding: { outcome: "completed", at: "2026-11-20T10:00:00.000Z" } });
    render(<OnboardingDialog open onOpenChange={vi.fn()} />, { wrapper });
    await screen.findByText("Step 1 of 4");
    next();
    await screen.findByText("Step 2 of 4");
    next();
    await screen.findByText("Step 3 of 4");
    next();
    await screen.findByText("Step 4 of 4");
    expect(screen.queryByText("Your protein and electrolyte targets will be recalculated.")).toBeNull();
    fireEvent.click(screen.getAllByRole("radio", { name: "No" })[1]!);
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({ outcome: "completed", answers: { eatsEggs: false } });
    expect(Object.keys((calls.find((c) => c.method === "PUT")?.body as { answers: object }).answers)).toEqual(["eatsEggs"]);
  });

  it("opened again, says the targets will be recalculated when an answer they follow changed", async () => {
    routes({ ...NEW, goal: "health", onboarding: { outcome: "completed", at: "2026-11-20T10:00:00.000Z" } });
    render(<OnboardingDialog open onOpenChange={vi.fn()} />, { wrapper });
    await screen.findByText("Step 1 of 4");
    fireEvent.click(screen.getByRole("radio", { name: "Gain muscle" }));
    next();
    await screen.findByText("Step 2 of 4");
    next();
    await screen.findByText("Step 3 of 4");
    next();
    await screen.findByText("Step 4 of 4");
    expect(screen.getByText("Your protein and electrolyte targets will be recalculated.")).toBeTruthy();
  });

  it("Skip setup closes it at once and saves it as skipped, even when the save is refused", async () => {
    const calls = routes(NEW, { status: 429, body: { error: { code: "RATE_LIMITED", message: "Too many onboarding answers saved." } } });
    const onOpenChange = vi.fn();
    render(<OnboardingDialog open onOpenChange={onOpenChange} />, { wrapper });
    await screen.findByText("Step 1 of 4");
    fireEvent.click(screen.getByRole("button", { name: "Skip setup" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({ outcome: "skipped", answers: {} }));
  });

  it("Escape closes it at once, before the skip is saved (and whether or not it is)", async () => {
    routes(NEW, { status: 500, body: { error: { code: "INTERNAL", message: "Something went wrong." } } });
    const onOpenChange = vi.fn();
    render(<OnboardingDialog open onOpenChange={onOpenChange} />, { wrapper });
    await screen.findByText("Step 1 of 4");
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("a refused Finish keeps it open and says why, and it can still be closed", async () => {
    routes(NEW, { status: 503, body: { error: { code: "UNAVAILABLE", message: "The server is busy." } } });
    const onOpenChange = vi.fn();
    render(<OnboardingDialog open onOpenChange={onOpenChange} />, { wrapper });
    await screen.findByText("Step 1 of 4");
    fireEvent.click(screen.getByRole("radio", { name: "Gain muscle" }));
    for (const step of [2, 3, 4]) {
      next();
      await screen.findByText(`Step ${step} of 4`);
    }
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    expect((await screen.findByRole("alert")).textContent).toContain("The server is busy.");
    expect(toast.error).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Skip setup" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("resumes after a reload at the step reached, with the answers given, and sends them as given", async () => {
    const calls = routes(NEW);
    const first = render(<OnboardingDialog open onOpenChange={vi.fn()} />, { wrapper });
    await screen.findByText("Step 1 of 4");
    fireEvent.click(screen.getByRole("radio", { name: "Gain muscle" }));
    next();
    await screen.findByText("Step 2 of 4");
    fireEvent.change(screen.getByLabelText("Current weight (lb)"), { target: { value: "200" } });
    next();
    await screen.findByText("Step 3 of 4");
    first.unmount();
    client().clear();

    const onOpenChange = vi.fn();
    render(<OnboardingDialog open onOpenChange={onOpenChange} />, { wrapper });
    await screen.findByText("Step 3 of 4");
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect((await screen.findByLabelText<HTMLInputElement>("Current weight (lb)")).value).toBe("200");
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect((await screen.findByRole<HTMLInputElement>("radio", { name: "Gain muscle" })).checked).toBe(true);
    for (const step of [2, 3, 4]) {
      next();
      await screen.findByText(`Step ${step} of 4`);
    }
    fireEvent.click(screen.getByRole("button", { name: "Finish" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      outcome: "completed",
      answers: { goal: "gain-muscle", currentWeightKg: 90.7 },
    });
    // Finished: nothing is kept for the next time it opens.
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it("Skip setup counts at once, before the server answers, and is sent so that a reload cannot cancel it", async () => {
    routes(NEW);
    render(<OnboardingDialog open onOpenChange={vi.fn()} />, { wrapper });
    await screen.findByText("Step 1 of 4");
    fireEvent.click(screen.getByRole("radio", { name: "Gain muscle" }));
    fireEvent.click(screen.getByRole("button", { name: "Skip setup" }));
    // A page opened now (the dashboard again, after a navigation) reads it as ended, not to show again.
    await waitFor(() =>
      expect(client().getQueryData<ProfileResponse>(["profile", "me"])?.onboarding).toMatchObject({ outcome: "skipped" }),
    );
    const put = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === "PUT");
    expect(put?.[1]).toMatchObject({ keepalive: true });
    expect(Object.keys(sessionStorage)).toEqual([]);
  });
});
