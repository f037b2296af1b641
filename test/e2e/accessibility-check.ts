import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe finds no serious or critical WCAG 2.1 AA problem in the page as it stands, in the dark and the light theme. */
export async function expectAccessibleInBothThemes(page: Page) {
  for (const theme of ['dark', 'light']) {
    await page.evaluate((value) => {
      localStorage.setItem('theme', value);
      document.documentElement.classList.remove('dark', 'light');
      document.documentElement.classList.add(value);
    }, theme);
    // Colours ease into the new theme: measure contrast once they have arrived, not half-way.
    await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition)));
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${theme}: ${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }
}
