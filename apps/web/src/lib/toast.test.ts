import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./errors";

const sonner = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), dismiss: vi.fn() }));
vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), sonner) }));

const { reportFailure } = await import("./failed");
const { toast } = await import("./toast");
const { toast: sonnerToast } = await import("sonner");
const wrongPassword = new ApiError(400, "INVALID_PASSWORD", "Your current password is not right.");
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("reportFailure: a failure is said once", () => {
  beforeEach(() => sonner.error.mockClear());

  it("at the field when the field takes it, and then no toast", async () => {
    const atField = vi.fn(() => true);
    expect(reportFailure("Couldn't update your password", wrongPassword, atField)).toBe("field");
    await settle();
    expect(atField).toHaveBeenCalledWith("Your current password is not right.");
    expect(sonner.error).not.toHaveBeenCalled();
  });

  it("as a toast with the server's message when no field takes it", async () => {
    expect(reportFailure("Couldn't update your password", wrongPassword, () => false)).toBe("toast");
    expect(reportFailure("Couldn't save", new TypeError("Failed to fetch"))).toBe("toast");
    await settle();
    expect(sonner.error).toHaveBeenCalledTimes(2);
    expect(sonner.error.mock.calls[0]![0]).toBe("Couldn't update your password");
    expect(sonner.error.mock.calls[0]![1]).toMatchObject({ description: "Your current password is not right." });
    expect(sonner.error.mock.calls[1]![1]).toMatchObject({ description: expect.stringContaining("couldn't reach CarniTrack") as string });
  });
});

describe("one style for confirmations", () => {
  it("shows a toast that offers Undo as a success, a plain message as a message", async () => {
    const action = { label: "Undo", onClick: vi.fn() };
    toast("Entry deleted", { description: "Egg", action });
    toast("Offline copy ready");
    await settle();
    expect(sonner.success).toHaveBeenCalledWith("Entry deleted", expect.objectContaining({ description: "Egg", action }));
    expect(sonnerToast).toHaveBeenCalledWith("Offline copy ready", expect.objectContaining({ id: expect.any(String) as string }));
    expect(sonnerToast).not.toHaveBeenCalledWith("Entry deleted", expect.anything());
  });
});
