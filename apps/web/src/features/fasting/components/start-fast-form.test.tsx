import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StartFastForm } from "./start-fast-form";

afterEach(cleanup);

describe("StartFastForm", () => {
  it("starts the chosen preset, or Custom {n}h with the hours typed", async () => {
    const onStart = vi.fn();
    render(<StartFastForm isStarting={false} onStart={onStart} />);
    fireEvent.click(screen.getByRole("button", { name: "Start Fasting" }));
    await waitFor(() => expect(onStart).toHaveBeenLastCalledWith("16:8"));

    fireEvent.change(screen.getByLabelText("Choose Fasting Type"), { target: { value: "Custom" } });
    const hours = await screen.findByLabelText("Custom Duration (hours)");
    expect(hours).toHaveProperty("value", "24");
    fireEvent.change(hours, { target: { value: "36" } });
    fireEvent.click(screen.getByRole("button", { name: "Start Fasting" }));
    await waitFor(() => expect(onStart).toHaveBeenLastCalledWith("Custom 36h"));
  });

  it("shows an out-of-range custom duration at the field and starts nothing", async () => {
    const onStart = vi.fn();
    render(<StartFastForm isStarting={false} onStart={onStart} />);
    fireEvent.change(screen.getByLabelText("Choose Fasting Type"), { target: { value: "Custom" } });
    const hours = await screen.findByLabelText("Custom Duration (hours)");
    fireEvent.change(hours, { target: { value: "2.5" } });
    // What the browser's own check stops first; a submit that gets past it meets the shared rule.
    fireEvent.submit(hours.closest("form")!);
    expect(await screen.findByText("Choose whole hours from 1 to 72.")).toBeTruthy();
    expect(hours.getAttribute("aria-invalid")).toBe("true");
    expect(onStart).not.toHaveBeenCalled();
  });

  it("takes the usual plan when it arrives after the form showed, unless a type was already picked", () => {
    const { rerender } = render(<StartFastForm isStarting={false} onStart={vi.fn()} />);
    const type = screen.getByLabelText<HTMLSelectElement>("Choose Fasting Type");
    rerender(<StartFastForm isStarting={false} onStart={vi.fn()} preferredType="18:6" />);
    expect(type.value).toBe("18:6");
    fireEvent.change(type, { target: { value: "20:4" } });
    rerender(<StartFastForm isStarting={false} onStart={vi.fn()} preferredType="Custom 36h" />);
    expect(screen.getByLabelText<HTMLSelectElement>("Choose Fasting Type").value).toBe("20:4");
  });
});
