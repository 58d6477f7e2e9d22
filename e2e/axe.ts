import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe, run in the page itself. By default the builder runs each frame's part of the rules and then
 * opens a blank page to combine them, which costs more than the rules do; the app has no frames.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode();
