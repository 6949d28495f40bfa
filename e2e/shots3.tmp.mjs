import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [name, anchor, dark] of [['mobile-design-table-en-dark', '#table', true], ['mobile-design-charts-es', '#charts', false], ['mobile-design-top-es', null, false]]) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(([d, l]) => { localStorage.setItem('dark-mode', d); localStorage.setItem('lang', l); }, [String(dark), dark ? 'en' : 'es']);
  const page = await context.newPage();
  await page.goto('http://127.0.0.1:3100/design');
  await page.waitForSelector('#charts svg.recharts-surface');
  if (anchor) await page.evaluate((a) => document.querySelector(a).scrollIntoView(), anchor);
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  console.log(name, 'horizontal overflow px:', overflow);
  await context.close();
}
await browser.close();
