import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { StartFastForm } from "./start-fast-form";

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

  it("offers the five types with the spec's labels, 16:8 first, and starts each preset", async () => {
    const onStart = vi.fn();
    render(<StartFastForm isStarting={false} onStart={onStart} />);
    const type = screen.getByLabelText<HTMLSelectElement>("Choose Fasting Type");
    expect([...type.options].map((o) => o.textContent)).toEqual([
      "16:8 (16h fast, 8h eating)",
      "18:6 (18h fast, 6h eating)",
      "20:4 (20h fast, 4h eating)",
      "24:0 (24h fast)",
      "Custom",
    ]);
    expect(type.value).toBe("16:8");
    expect(screen.queryByLabelText("Custom Duration (hours)")).toBeNull();
    for (const preset of ["18:6", "20:4", "24:0"]) {
      fireEvent.change(type, { target: { value: preset } });
      fireEvent.click(screen.getByRole("button", { name: "Start Fasting" }));
      await waitFor(() => expect(onStart).toHaveBeenLastCalledWith(preset));
    }
  });

  it("asks for whole custom hours from 1 to 72, and shows any other value at the field, starting nothing", async () => {
    const onStart = vi.fn();
    render(<StartFastForm isStarting={false} onStart={onStart} />);
    fireEvent.change(screen.getByLabelText("Choose Fasting Type"), { target: { value: "Custom" } });
    const hours = await screen.findByLabelText<HTMLInputElement>("Custom Duration (hours)");
    expect({ type: hours.type, min: hours.min, max: hours.max, step: hours.step }).toEqual({
      type: "number",
      min: "1",
      max: "72",
      step: "1",
    });
    expect(document.getElementById(hours.getAttribute("aria-describedby")!)?.textContent).toBe("Enter between 1-72 hours");
    for (const bad of ["0", "73", "2.5", ""]) {
      fireEvent.change(hours, { target: { value: bad } });
      // What the browser's own check stops first; a submit that gets past it meets the shared rule.
      fireEvent.submit(hours.closest("form")!);
      expect(await screen.findByText("Choose whole hours from 1 to 72."), `"${bad}"`).toBeTruthy();
      expect(hours.getAttribute("aria-invalid")).toBe("true");
    }
    expect(onStart).not.toHaveBeenCalled();
    for (const [good, type] of [
      ["1", "Custom 1h"],
      ["72", "Custom 72h"],
    ]) {
      fireEvent.change(hours, { target: { value: good } });
      fireEvent.click(screen.getByRole("button", { name: "Start Fasting" }));
      await waitFor(() => expect(onStart).toHaveBeenLastCalledWith(type));
    }
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
