import { fileNameFromDisposition } from "@/lib/api";
import { api } from "@/lib/api-client";
import { userTimeZone } from "@/lib/local-day";

/**
 * GET /api/account/export and save the ZIP (the JSON, the spreadsheets in this browser's time zone,
 * the photos) the server names. Throws on failure.
 */
export async function exportAccountData(): Promise<string> {
  const response = await api.account.export.$get({ query: { tz: userTimeZone() } });
  const fileName =
    fileNameFromDisposition(response.headers.get("Content-Disposition")) ??
    `carnitrack-export-${new Date().toISOString().slice(0, 10)}.zip`;
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return fileName;
}
