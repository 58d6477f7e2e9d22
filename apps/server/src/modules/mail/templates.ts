/**
 * Transactional mails. Plain text first (it is what the log shows), with a simple HTML twin. A
 * link has a line of its own, so it can be copied whole from a terminal or a text file.
 * A mail to an address nobody has confirmed yet never greets by name: whoever signed up chose that
 * name, and it must not become a way to put words into a mail to a stranger.
 */

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function layout(title: string, paragraphs: string[], action: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#faf7f2;padding:24px;color:#1c1917">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px;color:#991b1b">${escapeHtml(title)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#b91c1c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#78716c">If the button does not work, paste this link into your browser:<br>${escapeHtml(action.url)}</p>
</div></body></html>`;
}

/** "Hi Ann," for a confirmed account's owner; "Hi," otherwise. Names are validated as one safe line. */
function greeting(name: string | null): string {
  return name ? `Hi ${name},` : "Hi,";
}

export function verifyEmailMail({ url }: { url: string }) {
  const lines = [
    greeting(null),
    "Welcome to CarniTrack! Please confirm your email address to finish creating your account.",
    "This link expires in 24 hours and can be used once.",
  ];
  return {
    subject: "Confirm your CarniTrack account",
    text: `${lines.join("\n\n")}\n\nConfirm your email:\n${url}\n\nIf you did not sign up, you can ignore this email.\n`,
    html: layout("Confirm your email", lines, { label: "Confirm email", url }),
  };
}

/** Someone signed up with an address that already has an account: tell its owner, nothing more. */
export function accountExistsMail({ name, signInUrl }: { name: string; signInUrl: string }) {
  const lines = [
    greeting(name),
    "Someone (hopefully you) just tried to create a CarniTrack account with this email address. You already have an account, so nothing was changed.",
    "If it was you, sign in instead. Forgot your password? Choose “Forgot password?” on the sign-in page. If it wasn't you, you can ignore this email.",
  ];
  return {
    subject: "You already have a CarniTrack account",
    text: `${lines.join("\n\n")}\n\nSign in:\n${signInUrl}\n`,
    html: layout("You already have an account", lines, { label: "Sign in", url: signInUrl }),
  };
}

export function resetPasswordMail({ name, url }: { name: string | null; url: string }) {
  const lines = [
    greeting(name),
    "We received a request to reset your CarniTrack password.",
    "This link expires in 1 hour and can be used once. If you did not ask for it, you can ignore this email: your password stays the same.",
  ];
  return {
    subject: "Reset your CarniTrack password",
    text: `${lines.join("\n\n")}\n\nReset your password:\n${url}\n`,
    html: layout("Reset your password", lines, { label: "Choose a new password", url }),
  };
}
