/*
 * Unsent form values saved for this tab (sessionStorage), so a reload resumes where the user was. Only
 * for the signed-in user: sign-out (`clearSessionDrafts`, from clearLocalSession) drops them all.
 */
const PREFIX = "carnitrack:draft:";

export function readDraft<T>(name: string): T | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + name);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function saveDraft(name: string, value: unknown): void {
  try {
    sessionStorage.setItem(PREFIX + name, JSON.stringify(value));
  } catch {
    // storage full or disabled: the responses stay on screen, only a reload loses them
  }
}

export function clearDraft(name: string): void {
  try {
    sessionStorage.removeItem(PREFIX + name);
  } catch {
    // nothing saved
  }
}

export function clearSessionDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // nothing saved
  }
}
