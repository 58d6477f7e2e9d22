import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { toast } from "@/lib/toast";
import { serveApi, withQueryClient } from "@/testing/serve-api";
import { SignUpForm } from "./sign-up-form";

const { wrapper } = withQueryClient();

function Form() {
  const [email, setEmail] = useState("");
  return <SignUpForm email={email} onEmailChange={setEmail} />;
}

describe("SignUpForm", () => {
  it("reports mismatched passwords with the spec's toast and at the field, and sends nothing", async () => {
    const calls = serveApi({ "POST /api/auth/password-check": { status: 200, body: { problem: null } } });
    render(<Form />, { wrapper });
    fireEvent.change(screen.getByLabelText("Full Name"), { target: { value: "Mia Match" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "mia@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "grass-fed ribeye 42" } });
    const confirm = screen.getByLabelText("Confirm Password");
    fireEvent.change(confirm, { target: { value: "grass-fed ribeye 42x" } });
    fireEvent.click(screen.getByRole("button", { name: "Create Free Account" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Error", { description: "Passwords do not match" }));
    expect(document.getElementById(confirm.getAttribute("aria-describedby")!.split(" ")[0]!)?.textContent).toBe("Passwords do not match");
    expect(document.activeElement).toBe(confirm);
    expect(calls.filter((call) => call.path === "/api/auth/sign-up/email")).toEqual([]);
  });
});
