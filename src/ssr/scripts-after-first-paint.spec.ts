import { startScriptsAfterFirstPaint } from './scripts-after-first-paint.js';

const page = (tail: string) => `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/a.css"></head><body><div id="root">Hi</div>${tail}</body></html>`;
const VIKE_TAIL = `<script id="vike_pageContext" type="application/json" nonce="n0nce">{}</script>
        <script src="/assets/entries/entry.js" type="module" async nonce="n0nce"></script>
        <link rel="modulepreload" href="/assets/entries/pages_index.js" as="script" type="text/javascript">
        <link rel="modulepreload" href="/assets/chunks/chunk-A.js" as="script" type="text/javascript">`;

describe('startScriptsAfterFirstPaint', () => {
  it('moves the entry and its preloads into a loader that adds them after the first contentful paint', () => {
    const html = startScriptsAfterFirstPaint(page(VIKE_TAIL));
    expect(html).not.toMatch(/<script src=|rel="modulepreload"/);
    const loader = /<script nonce="n0nce">(\(function\(\)\{var started.*?)<\/script>/.exec(html)?.[1];
    expect(loader).toContain('["/assets/entries/pages_index.js","/assets/chunks/chunk-A.js"]');
    expect(loader).toContain(`["/assets/entries/entry.js"].forEach(function(src){var entry=document.createElement('script');entry.type='module';entry.async=false;entry.src=src;entry.nonce="n0nce"`);
    expect(loader).toContain("getEntriesByName('first-contentful-paint')");
    // The page's data stays before the loader, where vike's client reads it.
    expect(html.indexOf('vike_pageContext')).toBeLessThan(html.indexOf('var started'));
    expect(html).toContain('<div id="root">Hi</div>');
  });

  it('starts each entry of an inline module that imports them, in their order', () => {
    const tail = `<script type="module" async nonce="n0nce">
    import("/assets/entries/pages_client.js");
    import("/assets/entries/entry.js");
    </script>
        <link rel="modulepreload" href="/assets/chunks/chunk-A.js" as="script" type="text/javascript">`;
    const html = startScriptsAfterFirstPaint(page(tail));
    expect(html).not.toMatch(/<script type="module"|import\(|rel="modulepreload"/);
    const loader = /<script nonce="n0nce">(\(function\(\)\{var started.*?)<\/script>/.exec(html)?.[1];
    expect(loader).toContain('["/assets/chunks/chunk-A.js"]');
    expect(loader).toContain('["/assets/entries/pages_client.js","/assets/entries/entry.js"].forEach(');
  });

  it('leaves a page without an entry script as it is', () => {
    const html = page('<script nonce="n0nce">var a = 1;</script>');
    expect(startScriptsAfterFirstPaint(html)).toBe(html);
  });
});
