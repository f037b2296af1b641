// Renders the app icons of the web app manifest from client/public/favicon.svg with the local Chromium:
//   node scripts/make-icons.mjs
// Writes client/public/icons/*.png; commit them. Set CHROMIUM_PATH to use another Chromium.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const publicDir = resolve('client/public');
const outDir = resolve(publicDir, 'icons');
const favicon = await readFile(resolve(publicDir, 'favicon.svg'), 'utf8');

/** The favicon as drawn: a rounded tile with transparent corners, for `purpose: any`. */
const rounded = favicon;

/**
 * A full-bleed square with the mark shrunk into the central safe zone (a circle of 80% of the size),
 * for `purpose: maskable` and Apple's touch icon, which the platform crops to its own shape.
 */
function fullBleed(svg, scale) {
  const square = svg.replace(/<rect([^>]*?) rx="[^"]*"/, '<rect$1');
  const scaled = square.replace(/(<g[\s\S]*<\/g>)/, `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">$1</g>`);
  if (square === svg || scaled === square) throw new Error('favicon.svg no longer has the expected <rect rx> and <g> mark');
  return scaled;
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: rounded },
  { file: 'icon-512.png', size: 512, svg: rounded },
  { file: 'maskable-192.png', size: 192, svg: fullBleed(favicon, 0.75) },
  { file: 'maskable-512.png', size: 512, svg: fullBleed(favicon, 0.75) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(favicon, 0.9) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  await mkdir(outDir, { recursive: true });
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(`<body style="margin:0;background:transparent"><img src="${src}" width="${size}" height="${size}" style="display:block"></body>`);
    await page.locator('img').evaluate((img) => img.decode());
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await writeFile(resolve(outDir, file), png);
    console.log(`client/public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
