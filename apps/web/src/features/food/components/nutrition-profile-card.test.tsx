import { type TargetsResponse, DEFAULT_TARGETS } from "@app/shared/nutrition";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast } from "@/lib/toast";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { NutritionProfileCard } from "./nutrition-profile-card";

const { wrapper } = withQueryClient();

const answer = (profile: TargetsResponse["profile"]) => ({
  status: 200,
  body: { targets: DEFAULT_TARGETS, profile, customized: [] } satisfies TargetsResponse,
});

function show() {
  render(<NutritionProfileCard />, { wrapper });
  return {
    sex: screen.getByLabelText("Sex") as HTMLSelectElement,
    age: screen.getByLabelText("Age") as HTMLSelectElement,
    save: screen.getByRole("button", { name: "Save" }),
  };
}

const optionNames = (select: HTMLSelectElement) =>
  within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);

describe("the nutrition profile card", () => {
  it("loads the saved profile into the selects, and saves a change as a PATCH of sex and age band", async () => {
    const calls = serveApi({
      "GET /api/food/targets": answer({ sex: "female", ageBand: "51-70" }),
      "PATCH /api/food/targets": (body) => answer(body as TargetsResponse["profile"]),
    });
    const { sex, age, save } = show();
    expect(sex.disabled).toBe(true);
    expect(age.disabled).toBe(true);
    await waitFor(() => expect(sex.disabled).toBe(false));
    expect(sex.value).toBe("female");
    expect(age.value).toBe("51-70");
    expect(optionNames(sex)).toEqual(["Not set", "Female", "Male"]);
    expect(optionNames(age)).toEqual(["Not set", "19–30", "31–50", "51–70", "71 and over"]);

    fireEvent.change(sex, { target: { value: "" } });
    fireEvent.change(age, { target: { value: "71+" } });
    fireEvent.click(save);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Nutrition profile saved."));
    expect(calls.filter((c) => c.method === "PATCH").map((c) => c.body)).toEqual([{ sex: null, ageBand: "71+" }]);
    expect(sex.value).toBe("");
    expect(age.value).toBe("71+");
  });

  it("says plainly that the defaults are in use until a profile is given", async () => {
    serveApi({ "GET /api/food/targets": answer({ sex: null, ageBand: null }) });
    show();
    expect(await screen.findByText(/Not set yet: your nutrient panel uses the reference adult, a man aged 31–50/)).toBeTruthy();
  });

  it("does not say so once one is given", async () => {
    serveApi({ "GET /api/food/targets": answer({ sex: "female", ageBand: null }) });
    const { sex } = show();
    await waitFor(() => expect(sex.disabled).toBe(false));
    expect(screen.queryByText(/Not set yet/)).toBeNull();
  });

  it("shows the server's refusal in a toast", async () => {
    serveApi({
      "GET /api/food/targets": answer({ sex: null, ageBand: null }),
      "PATCH /api/food/targets": {
        status: 400,
        body: { error: { code: "VALIDATION_FAILED", message: 'sex must be "female" or "male".' } },
      },
    });
    const { sex, save } = show();
    await waitFor(() => expect(sex.disabled).toBe(false));
    fireEvent.change(sex, { target: { value: "male" } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Couldn't save your nutrition profile", { description: 'sex must be "female" or "male".' }),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("says when the profile can't be loaded, and tries again", async () => {
    let fail = true;
    serveApi({
      "GET /api/food/targets": () =>
        fail
          ? { status: 500, body: { error: { code: "INTERNAL", message: "Something went wrong." } } }
          : answer({ sex: "male", ageBand: "19-30" }),
    });
    render(<NutritionProfileCard />, { wrapper });
    expect(await screen.findByText("We couldn't load your nutrition profile.")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect((screen.getByLabelText("Age") as HTMLSelectElement).value).toBe("19-30"));
    expect((screen.getByLabelText("Sex") as HTMLSelectElement).value).toBe("male");
  });

  it("says in each hint the values the chosen option uses, as it is chosen", async () => {
    serveApi({ "GET /api/food/targets": answer({ sex: null, ageBand: null }) });
    const { sex, age } = show();
    await waitFor(() => expect(sex.disabled).toBe(false));
    expect(screen.getByText("Not set: we use the male values.")).toBeTruthy();
    expect(screen.getByText("Not set: we use the 31–50 values.")).toBeTruthy();

    fireEvent.change(sex, { target: { value: "female" } });
    fireEvent.change(age, { target: { value: "51-70" } });
    expect(await screen.findByText("We use the female values.")).toBeTruthy();
    expect(screen.getByText("We use the 51–70 values.")).toBeTruthy();
    expect(screen.queryByText(/Not set: we use/)).toBeNull();
    // With a choice made, "Not set yet" no longer describes the form.
    expect(screen.queryByText(/Not set yet/)).toBeNull();

    fireEvent.change(sex, { target: { value: "" } });
    expect(await screen.findByText("Not set: we use the male values.")).toBeTruthy();
  });
});
