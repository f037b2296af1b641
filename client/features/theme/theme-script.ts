import { DEFAULT_THEME, THEME_STORAGE_KEY } from './theme';

/**
 * Runs inline at the top of <head>, before the stylesheet and the body are parsed, so the saved
 * theme is on <html> for the first paint. Being a string it cannot import anything, so it must stay
 * in step with `applyThemeClass` by hand; a storage error (privacy mode) keeps the default.
 */
export const themeScript = `<script>${themeCode()}</script>`;

/** The same script with the page's CSP nonce, so that a policy without 'unsafe-inline' lets it run. */
export function themeScriptTag(nonce: string | null | undefined): string {
  return nonce && /^[A-Za-z0-9_-]+$/.test(nonce) ? `<script nonce="${nonce}">${themeCode()}</script>` : themeScript;
}

function themeCode(): string {
  return `(function(){var t=${JSON.stringify(DEFAULT_THEME)};try{var s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(s==='light'||s==='dark')t=s}catch(e){}var c=document.documentElement.classList;c.remove(t==='dark'?'light':'dark');c.add(t)})()`;
}
