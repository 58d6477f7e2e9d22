import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast } from "@/lib/toast";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { ReportButton } from "./report-button";

const { wrapper } = withQueryClient();

const POST_ID = "11111111-1111-4111-8111-111111111111";
const REPORT = "POST /api/community/reports";

function openReport() {
  render(<ReportButton targetType="post" targetId={POST_ID} itemName="post “Down 6 kg”" />, { wrapper });
  fireEvent.click(screen.getByRole("button", { name: "Report post “Down 6 kg”" }));
  return screen.getByRole("dialog", { name: "Report this post" });
}

describe("reporting a post", () => {
  it("asks for a reason at the reasons, and sends nothing without one", async () => {
    const calls = serveApi({});
    openReport();
    fireEvent.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Choose a reason.")).toBeTruthy();
    expect(screen.getByRole("group", { name: "Reason" }).getAttribute("aria-describedby")).toBe("report-reason-error");
    expect((screen.getByRole("radio", { name: "Spam" }) as HTMLInputElement).getAttribute("aria-invalid")).toBe("true");
    expect(calls).toHaveLength(0);
  });

  it("sends the reason and the trimmed note, thanks the member and closes", async () => {
    const calls = serveApi({ [REPORT]: { status: 204 } });
    const dialog = openReport();
    fireEvent.click(screen.getByRole("radio", { name: "Dangerous medical advice" }));
    fireEvent.change(screen.getByLabelText("Note (optional)"), { target: { value: "  Says to stop insulin.  " } });
    fireEvent.click(screen.getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(calls).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/api/community/reports",
        body: { targetType: "post", targetId: POST_ID, reason: "dangerous-advice", note: "Says to stop insulin." },
      }),
    ]);
    expect(toast.success).toHaveBeenCalledWith("Thanks for your report", { description: "A moderator will look at it soon." });
  });

  it("leaves out a blank note", async () => {
    const calls = serveApi({ [REPORT]: { status: 204 } });
    openReport();
    fireEvent.click(screen.getByRole("radio", { name: "Spam" }));
    fireEvent.change(screen.getByLabelText("Note (optional)"), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ targetType: "post", targetId: POST_ID, reason: "spam" });
  });

  it("stays open with the server's reason when the report is refused", async () => {
    const refusal = "This feature is part of CarniTrack Premium. Upgrade to unlock it.";
    serveApi({ [REPORT]: { status: 403, body: { error: { code: "PREMIUM_REQUIRED", message: refusal } } } });
    const dialog = openReport();
    fireEvent.click(screen.getByRole("radio", { name: "Harassment" }));
    fireEvent.click(screen.getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Couldn't send your report", { description: refusal }));
    expect(dialog.isConnected).toBe(true);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("closes on Cancel without sending", async () => {
    const calls = serveApi({});
    const dialog = openReport();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(calls).toHaveLength(0);
  });
});
