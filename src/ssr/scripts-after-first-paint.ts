/**
 * vike's tags for the page's scripts: the entry module (or, as a +client file adds an entry of its own,
 * an inline module importing each entry), and a preload of each module they import.
 */
const ENTRY_SCRIPT = /<script src="([^"]+)" type="module" async nonce="([^"]+)">\s*<\/script>|<script type="module" async nonce="([^"]+)">((?:\s*import\("[^"]+"\);)+)\s*<\/script>/;
const IMPORTED_ENTRY = /import\("([^"]+)"\)/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" href="([^"]+)"[^>]*>/g;

/**
 * Starts fetching the page's scripts once the browser has drawn its first content, instead of while it
 * still waits for the stylesheet and the largest image. Why: on a slow phone the page's scripts (about
 * 50 modules, 250 KB compressed) share its connections and bandwidth with those two, and delay the
 * first paint by a second or more; the page is readable first and becomes interactive as before once
 * they arrive. The loader is an inline script carrying the page's CSP nonce; it adds the same preload
 * links and entry modules that vike wrote when the browser reports its first contentful paint (paint
 * timing, which no page timer can delay), or after the next frame where paint timing is missing. A
 * page without vike's entry (an HTML-only page) is left as it is.
 */
export function startScriptsAfterFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) return html;
  const [tag, src, srcNonce, importsNonce, imports] = entry;
  const entries = src ? [src] : [...imports.matchAll(IMPORTED_ENTRY)].map((match) => match[1]);
  const nonce = srcNonce ?? importsNonce;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  // JSON in a script: a "</script>" or "<!--" inside a value must not end or comment the element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const loader =
    `<script nonce="${nonce}">(function(){var started=false;function start(){if(started)return;started=true;` +
    `${json(preloads)}.forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.appendChild(link)});` +
    // Not async: the entries run in the order vike wrote them.
    `${json(entries)}.forEach(function(src){var entry=document.createElement('script');entry.type='module';entry.async=false;entry.src=src;entry.nonce=${json(nonce)};document.body.appendChild(entry)})}` +
    `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){` +
    `new P(function(list){if(list.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true})` +
    `}else{requestAnimationFrame(function(){setTimeout(start)})}})()</script>`;
  return html.replace(MODULE_PRELOAD, '').replace(tag, () => loader);
}
