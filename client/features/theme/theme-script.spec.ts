import { describe, expect, it } from '@jest/globals';
import { runInNewContext } from 'node:vm';
import { themeScript, themeScriptTag } from './theme-script';

/** Runs the inline script against a minimal <html> and storage, returning the classes it leaves. */
function runThemeScript(stored: string | null | Error, initialClasses: string[] = ['dark']): string[] {
  const classes = new Set(initialClasses);
  const localStorage = {
    getItem: () => {
      if (stored instanceof Error) throw stored;
      return stored;
    },
  };
  const classList = { add: (name: string) => classes.add(name), remove: (...names: string[]) => names.forEach((name) => classes.delete(name)) };
  const code = themeScript.replace(/^<script>/, '').replace(/<\/script>$/, '');
  runInNewContext(code, { localStorage, document: { documentElement: { classList } } });
  return [...classes];
}

describe('theme head script', () => {
  it('is one inline script element', () => {
    expect(themeScript).toMatch(/^<script>[^<]+<\/script>$/);
  });

  it('applies the saved theme in place of the server default', () => {
    expect(runThemeScript('light')).toEqual(['light']);
    expect(runThemeScript('dark', ['light'])).toEqual(['dark']);
  });

  it('falls back to dark when nothing valid is saved or storage is blocked', () => {
    expect(runThemeScript(null)).toEqual(['dark']);
    expect(runThemeScript('purple', [])).toEqual(['dark']);
    expect(runThemeScript(new Error('SecurityError'), [])).toEqual(['dark']);
  });

  it("carries the page's CSP nonce when there is one, and never an attribute it was not given", () => {
    expect(themeScriptTag('AbC_123-x')).toBe(themeScript.replace('<script>', '<script nonce="AbC_123-x">'));
    expect(themeScriptTag(null)).toBe(themeScript);
    expect(themeScriptTag('"><img src=x onerror=alert(1)>')).toBe(themeScript);
  });
});
