import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function shot(name, path, { lang = 'es', dark = false, width = 1366, height = 900, full = false, anchor, action } = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addInitScript(([l, d]) => { localStorage.setItem('lang', l); localStorage.setItem('dark-mode', d); }, [lang, String(dark)]);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
  await page.goto(base + path);
  await page.waitForSelector('h1');
  await page.waitForTimeout(600);
  if (anchor) { await page.locator(anchor).scrollIntoViewIfNeeded(); await page.evaluate((a) => document.querySelector(a).scrollIntoView({ block: 'start' }), anchor); await page.waitForTimeout(800); }
  if (action) { await action(page); await page.waitForTimeout(500); }
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: full });
  if (errors.length) console.log(name, 'console:', errors);
  await context.close();
}
await shot('landing-es-light', '/', { full: true });
await shot('landing-en-dark', '/', { lang: 'en', dark: true, full: true });
await shot('design-top-es-light', '/design');
await shot('design-inputs-es-light', '/design', { anchor: '#inputs' });
await shot('design-table-es-light', '/design', { anchor: '#table' });
await shot('design-charts-es-light', '/design', { anchor: '#charts' });
await shot('design-top-en-dark', '/design', { lang: 'en', dark: true });
await shot('design-charts-en-dark', '/design', { lang: 'en', dark: true, anchor: '#charts' });
await shot('design-full-es-light', '/design', { full: true });
await shot('design-full-en-dark', '/design', { lang: 'en', dark: true, full: true });
await shot('not-found-es-light', '/no-existe');
await shot('not-found-en-dark', '/does-not-exist', { lang: 'en', dark: true });
await shot('design-sidebar-collapsed-es', '/design', { action: (p) => p.keyboard.press('Control+b') });
await shot('mobile-landing-es', '/', { width: 390, height: 844, full: true });
await shot('mobile-design-drawer-es', '/design', { width: 390, height: 844, action: (p) => p.getByRole('button', { name: 'Abrir menú' }).click() });
await shot('mobile-design-en-dark', '/design', { width: 390, height: 844, lang: 'en', dark: true, full: true });
await shot('sign-in-placeholder-es', '/sign-in');
await browser.close();
