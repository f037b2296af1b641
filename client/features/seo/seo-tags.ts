import type { PageContext, PageContextServer } from 'vike/types';
import { absoluteUrl } from '../../lib/absolute-url';

export interface SeoTags {
  robots: string;
  keywords: string | null;
  /** Null on error pages: a missing or failed URL has no canonical form. */
  canonicalUrl: string | null;
}

/** The head tags that vike-react does not write itself, derived from the page's config and URL. */
export function resolveSeoTags(pageContext: PageContext): SeoTags {
  const { config, site } = pageContext;
  const keywords = typeof config.keywords === 'function' ? config.keywords(pageContext) : config.keywords;
  const isErrorPage = typeof pageContext.is404 === 'boolean';
  // A page may name its canonical address (the slug for a product reached by id, page 2 of a list).
  const canonicalPath = typeof config.canonicalPath === 'function' ? config.canonicalPath(pageContext) : config.canonicalPath;
  return {
    robots: config.noindex ? 'noindex, nofollow' : 'index, follow',
    keywords: keywords?.length ? keywords.join(', ') : null,
    // By default the path only: filters and tracking parameters never make a different canonical page.
    canonicalUrl: isErrorPage ? null : absoluteUrl(site.publicUrl, canonicalPath ?? encodeURI(pageContext.urlPathname)),
  };
}

/**
 * The page's share image as vike-react writes it for `og:image` (a page's `image` setting, else the
 * store's), so that `twitter:image` names the same picture. Server side only: `image` is a server setting.
 */
export function resolveShareImage(pageContext: PageContext): string | null {
  const { image } = pageContext.config;
  return (typeof image === 'function' ? image(pageContext as PageContextServer) : image) ?? null;
}

/**
 * Brings the tags of the previous page up to date after a client-side navigation, since vike-react
 * only updates the title and description on the client.
 */
export function applySeoTags(tags: SeoTags, head: HTMLHeadElement = document.head): void {
  setTag(head, 'meta', 'name', 'robots', 'content', tags.robots);
  setTag(head, 'meta', 'name', 'keywords', 'content', tags.keywords);
  setTag(head, 'link', 'rel', 'canonical', 'href', tags.canonicalUrl);
  setTag(head, 'meta', 'property', 'og:url', 'content', tags.canonicalUrl);
}

function setTag(head: HTMLHeadElement, tagName: 'meta' | 'link', keyAttribute: string, key: string, valueAttribute: string, value: string | null): void {
  let element = head.querySelector(`${tagName}[${keyAttribute}="${key}"]`);
  if (value === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement(tagName);
    element.setAttribute(keyAttribute, key);
    head.appendChild(element);
  }
  element.setAttribute(valueAttribute, value);
}
