/**
 * Renders the PNG icons of the manifest from public/favicon.svg with Debian's chromium.
 * Run once when the logo changes: `npx tsx scripts/make-icons.ts` (or name the files to render only those). The PNGs
 * are committed.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright';

const svg = readFileSync('public/favicon.svg', 'utf8');

const icons = [
  { file: 'public/icons/icon-192.png', size: 192, padding: 0, background: 'transparent' },
  { file: 'public/icons/icon-512.png', size: 512, padding: 0, background: 'transparent' },
  // Maskable: the safe zone is the centre 80%, so the mark sits inside generous padding on a full-bleed colour.
  { file: 'public/icons/icon-maskable-512.png', size: 512, padding: 0.2, background: '#0f1020' },
  { file: 'public/icons/apple-touch-icon.png', size: 180, padding: 0.08, background: '#0f1020' },
  { file: 'public/icons/shortcut-crisis-96.png', size: 96, padding: 0, background: 'transparent', badge: '#b91c1c' },
  { file: 'public/icons/shortcut-checkin-96.png', size: 96, padding: 0, background: 'transparent', badge: '#0f766e' },
  // The page's own icon. An SVG favicon is a whole SVG document the page's main thread builds and paints just after the
  // first paint (a 59 to 65 ms task at 6x slowdown in the trace bench); a PNG is decoded off it.
  { file: 'public/icons/favicon-32.png', size: 32, padding: 0, background: 'transparent' },
];
const wanted = process.argv.slice(2);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu'] });
const page = await browser.newPage();
for (const icon of icons.filter((each) => wanted.length === 0 || wanted.includes(each.file))) {
  const inner = Math.round(icon.size * (1 - 2 * icon.padding));
  const badge = icon.badge
    ? `<div style="position:absolute;right:4px;bottom:4px;width:${icon.size * 0.34}px;height:${icon.size * 0.34}px;border-radius:50%;background:${icon.badge};border:3px solid #0f1020"></div>`
    : '';
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(
    `<html><body style="margin:0;background:${icon.background};width:${icon.size}px;height:${icon.size}px;display:flex;align-items:center;justify-content:center;position:relative">` +
      `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div>${badge}</body></html>`,
  );
  await page.screenshot({ path: icon.file, omitBackground: icon.background === 'transparent' });
  console.log(`wrote ${icon.file}`);
}
await browser.close();
