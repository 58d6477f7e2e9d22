// Renders the app icons (PNG) from the logo SVG with Chromium. Run once after changing the logo:
//   npx tsx scripts/render-icons.ts            web icons
//   npx tsx scripts/render-icons.ts --native   the native shell's app icons and splash screens
// Web: apps/web/public/{icon-192,icon-512,icon-maskable-192,icon-maskable-512,apple-touch-icon}.png.
// They sit at the top of public/ because the server serves top-level files from the build
// (favicon, manifest, icons) besides /assets/*.
// Native: the files `npx cap add` put into apps/web/ios and apps/web/android, replaced in place
// (same names and sizes).
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";
import { root } from "./build-state.mjs";

const publicDir = path.join(root as string, "apps/web/public");
const favicon = readFileSync(path.join(publicDir, "favicon.svg"), "utf8");

/** The mark's inner artwork (ring, progress arc, flame), without the rounded tile. */
const artwork = favicon.slice(favicon.indexOf("<circle"), favicon.lastIndexOf("</svg>"));
const gradient = favicon.slice(favicon.indexOf("<defs>"), favicon.indexOf("</defs>") + "</defs>".length);

/**
 * Maskable / home-screen variant: the gradient fills the whole square (the platform cuts its own
 * shape) and the artwork is scaled into the central safe zone (a circle of 40% radius).
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${gradient}
  <rect width="64" height="64" fill="url(#g)"/>
  <g transform="translate(32 32) scale(0.8) translate(-32 -34)">${artwork}</g>
</svg>`;

const svgSrc = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

interface Output {
  /** Relative to the repository root. */
  file: string;
  width: number;
  height: number;
  /** The page to screenshot. */
  html: string;
  transparent?: boolean;
}

const image = (svg: string, width: number, height: number, style = "") =>
  `<img src="${svgSrc(svg)}" width="${width}" height="${height}" style="display:block;${style}">`;
const page = (body: string, background = "transparent") =>
  `<html><body style="margin:0;background:${background};width:100vw;height:100vh;display:flex;align-items:center;justify-content:center;overflow:hidden">${body}</body></html>`;

const web: Output[] = [
  { file: "icon-192.png", size: 192, svg: favicon },
  { file: "icon-512.png", size: 512, svg: favicon },
  { file: "icon-maskable-192.png", size: 192, svg: fullBleed },
  { file: "icon-maskable-512.png", size: 512, svg: fullBleed },
  { file: "apple-touch-icon.png", size: 180, svg: fullBleed },
].map(({ file, size, svg }) => ({
  file: path.join("apps/web/public", file),
  width: size,
  height: size,
  html: page(image(svg, size, size)),
  transparent: true,
}));

/** Android's adaptive icon foreground: the artwork alone, inside the 66 dp safe zone of 108 dp. */
const foreground = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <g transform="translate(32 32) scale(0.75) translate(-32 -34)">${artwork}</g>
</svg>`;
/** The splash screens: the warm off-white of the app with the mark in the middle. */
const SPLASH_BACKGROUND = "#faf6f1";
const splash = (file: string, width: number, height: number): Output => {
  const mark = Math.round(Math.min(width, height) * 0.22);
  return { file, width, height, html: page(image(favicon, mark, mark), SPLASH_BACKGROUND) };
};
const ios = "apps/web/ios/App/App/Assets.xcassets";
const res = "apps/web/android/app/src/main/res";
const densities = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 } as const;
const splashSizes = { mdpi: [480, 320], hdpi: [800, 480], xhdpi: [1280, 720], xxhdpi: [1600, 960], xxxhdpi: [1920, 1280] } as const;

const native: Output[] = [
  // iOS: one 1024 px icon, opaque (the App Store refuses transparency).
  { file: `${ios}/AppIcon.appiconset/AppIcon-512@2x.png`, width: 1024, height: 1024, html: page(image(fullBleed, 1024, 1024)) },
  ...["splash-2732x2732.png", "splash-2732x2732-1.png", "splash-2732x2732-2.png"].map((f) =>
    splash(`${ios}/Splash.imageset/${f}`, 2732, 2732),
  ),
  // Android: legacy and round launcher icons, the adaptive foreground, and the splash screens.
  ...Object.entries(densities).flatMap(([density, scale]) => {
    const icon = 48 * scale;
    const fg = 108 * scale;
    const [w, h] = splashSizes[density as keyof typeof splashSizes];
    return [
      {
        file: `${res}/mipmap-${density}/ic_launcher.png`,
        width: icon,
        height: icon,
        html: page(image(favicon, icon, icon)),
        transparent: true,
      },
      {
        file: `${res}/mipmap-${density}/ic_launcher_round.png`,
        width: icon,
        height: icon,
        html: page(image(fullBleed, icon, icon, "border-radius:50%")),
        transparent: true,
      },
      {
        file: `${res}/mipmap-${density}/ic_launcher_foreground.png`,
        width: fg,
        height: fg,
        html: page(image(foreground, fg, fg)),
        transparent: true,
      },
      splash(`${res}/drawable-land-${density}/splash.png`, w, h),
      splash(`${res}/drawable-port-${density}/splash.png`, h, w),
    ];
  }),
  splash(`${res}/drawable/splash.png`, 480, 320),
];

const outputs = process.argv.includes("--native") ? native : web;
const browser = await chromium.launch({ executablePath: findChromium() as string, args: CHROMIUM_ARGS as string[] });
try {
  for (const { file, width, height, html, transparent } of outputs) {
    const tab = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await tab.setContent(html);
    await tab.locator("img").evaluate((img: HTMLImageElement) => img.decode());
    await tab.screenshot({ path: path.join(root as string, file), omitBackground: transparent ?? false });
    await tab.close();
    console.log(`wrote ${file} (${width}×${height})`);
  }
} finally {
  await browser.close();
}
