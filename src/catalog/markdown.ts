import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** Markdown as a product description uses it: paragraphs, emphasis, lists, headings, quotes, code and links. */
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** What the rendered HTML may hold: the tags Markdown makes, links to web and mail addresses only, nothing else. */
const SAFE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'hr', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // A heading 1 belongs to the page (the product's name): the description's headings start lower.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'nofollow ugc noopener noreferrer' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
};

/**
 * The HTML of descriptions rendered lately, by their text: rendering costs more than reading the
 * product, and every uncached read of a product page renders the same text again. Only the text
 * decides the HTML, so a remembered one is never stale. Bounded: the oldest goes first, and long
 * texts are rendered each time.
 */
const RENDERED_UP_TO = 1_000;
const REMEMBERED_TEXT_UP_TO = 8_000;
const rendered = new Map<string, string>();

function remember(text: string, html: string): void {
  if (text.length > REMEMBERED_TEXT_UP_TO) return;
  if (rendered.size >= RENDERED_UP_TO) rendered.delete(rendered.keys().next().value as string);
  rendered.set(text, html);
}

/**
 * A product description (Markdown) as safe HTML for the product page and the admin's preview: raw
 * HTML in the text is dropped (a script with its content), attributes other than a link's address
 * and title go, and a link keeps its address only when it is http(s) or mailto (`javascript:` goes).
 */
export function renderMarkdown(text: string): string {
  let html = rendered.get(text);
  if (html === undefined) {
    html = sanitizeHtml(markdown.parse(text) as string, SAFE_HTML);
    remember(text, html);
  }
  return html;
}
