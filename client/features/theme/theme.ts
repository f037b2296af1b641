export type Theme = 'light' | 'dark';

/** localStorage key of the visitor's theme choice. */
export const THEME_STORAGE_KEY = 'theme';

export const DEFAULT_THEME: Theme = 'dark';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** Puts exactly one theme class on <html>, which Tailwind's `dark:` variant and the colour tokens key on. */
export function applyThemeClass(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
}
