// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OFFLINE_MAX_AGE_MS, QUERY_CACHE_KEY, rememberedUser, rememberUser } from "./offline-session";

const del = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock("idb-keyval", () => ({ del }));

const dana = { id: "u1", name: "Dana", email: "dana@example.com", createdAt: new Date("2026-11-01"), updatedAt: new Date("2026-11-02") };

beforeEach(() => {
  localStorage.clear();
  del.mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe("rememberedUser (decision 016)", () => {
  it("within a day: the user, with their data kept", () => {
    rememberUser(dana);
    expect(rememberedUser<typeof dana>()?.email).toBe("dana@example.com");
    expect(localStorage.getItem("carnitrack:offline-user")).not.toBeNull();
    expect(del).not.toHaveBeenCalled();
  });

  it("a user remembered more than a day ago is deleted from the device, with the data kept for them", async () => {
    rememberUser(dana);
    vi.spyOn(Date, "now").mockReturnValue(new Date().getTime() + OFFLINE_MAX_AGE_MS + 1);
    expect(rememberedUser()).toBeNull();
    expect(localStorage.getItem("carnitrack:offline-user")).toBeNull();
    await vi.waitFor(() => expect(del).toHaveBeenCalledWith(QUERY_CACHE_KEY));
  });
});
