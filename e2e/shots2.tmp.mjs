import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function shot(name, { lang = 'es', dark = false, action }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(([l, d]) => { localStorage.setItem('lang', l); localStorage.setItem('dark-mode', d); }, [lang, String(dark)]);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
  await page.goto(base + '/design');
  await page.waitForSelector('#charts svg.recharts-surface');
  await action(page);
  await page.waitForTimeout(700);
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  if (errors.length) console.log(name, 'console:', errors);
  await context.close();
}
await shot('design-datepicker-es', { action: async (p) => { await p.locator('#inputs').scrollIntoViewIfNeeded(); await p.getByRole('button', { name: /Periodo/ }).click(); } });
await shot('design-toasts-en-dark', { lang: 'en', dark: true, action: async (p) => { const t = p.locator('#toasts'); await t.scrollIntoViewIfNeeded(); for (const n of ['Success', 'Error', 'Information']) await t.getByRole('button', { name: n, exact: true }).click(); } });
await shot('design-modal-en-dark', { lang: 'en', dark: true, action: async (p) => { await p.locator('#dialogs').getByRole('button', { name: 'Open dialog' }).click(); } });
await shot('design-chart-tooltip-es', { action: async (p) => { await p.evaluate(() => document.querySelector('#charts').scrollIntoView()); await p.waitForTimeout(300); const box = await p.locator('#charts .recharts-surface').nth(1).boundingBox(); await p.mouse.move(box.x + box.width * 0.45, box.y + box.height * 0.5); } });
await shot('design-table-empty-en', { lang: 'en', action: async (p) => { await p.locator('#table').scrollIntoViewIfNeeded(); await p.locator('#table').getByLabel('Search').fill('zzz'); await p.evaluate(() => document.querySelector('#table').scrollIntoView()); } });
await browser.close();
