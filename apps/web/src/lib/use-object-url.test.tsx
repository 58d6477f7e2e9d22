import { renderHook } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useObjectUrl } from "./use-object-url";

let made: string[];
let revoked: string[];

beforeEach(() => {
  made = [];
  revoked = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation(() => {
    const url = `blob:test/${made.length + 1}`;
    made.push(url);
    return url;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation((url) => void revoked.push(url));
});

afterEach(() => vi.restoreAllMocks());

const photo = (name: string) => new File(["bytes"], name, { type: "image/jpeg" });

describe("useObjectUrl", () => {
  it("gives no URL without a blob", () => {
    const { result } = renderHook(() => useObjectUrl(null));
    expect(result.current).toBeNull();
    expect(made).toEqual([]);
  });

  it("makes a URL for the blob, and revokes it when the blob changes or goes", () => {
    const first = photo("a.jpg");
    const second = photo("b.jpg");
    const { result, rerender } = renderHook(({ blob }: { blob: Blob | null }) => useObjectUrl(blob), {
      initialProps: { blob: first as Blob | null },
    });
    expect(result.current).toBe("blob:test/1");

    rerender({ blob: second });
    expect(result.current).toBe("blob:test/2");
    expect(revoked).toEqual(["blob:test/1"]);

    rerender({ blob: null });
    expect(result.current).toBeNull();
    expect(revoked).toEqual(["blob:test/1", "blob:test/2"]);
  });

  it("keeps the same URL while the blob is the same, and revokes it on unmount", () => {
    const blob = photo("a.jpg");
    const { result, rerender, unmount } = renderHook(() => useObjectUrl(blob));
    rerender();
    expect(result.current).toBe("blob:test/1");
    expect(made).toHaveLength(1);
    unmount();
    expect(revoked).toEqual(["blob:test/1"]);
  });

  it("in StrictMode, gives a URL that is not revoked (effects run twice there)", () => {
    const blob = photo("a.jpg");
    const { result } = renderHook(() => useObjectUrl(blob), { wrapper: StrictMode });
    expect(result.current).not.toBeNull();
    expect(revoked).not.toContain(result.current);
  });
});
