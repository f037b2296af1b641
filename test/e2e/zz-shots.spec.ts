import { test } from '@playwright/test';
test('shots', async ({ page }) => {
  for (const [name, vp] of [['desk', { width: 1366, height: 850 }], ['phone', { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(vp);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/sd-home-${name}.png` });
    await page.screenshot({ path: `/tmp/sd-home-${name}-full.png`, fullPage: true });
    if (name === 'phone') await page.getByRole('button', { name: 'Search games' }).click();
    await page.getByRole('banner').getByRole('combobox').focus();
    await page.keyboard.type('play');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.screenshot({ path: `/tmp/sd-search-${name}.png` });
    await page.goto('/deals', { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/sd-deals-${name}.png` });
  }
});
