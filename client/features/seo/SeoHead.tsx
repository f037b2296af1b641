import { usePageContext } from 'vike-react/usePageContext';
import { resolveSeoTags, resolveShareImage } from './seo-tags';

/**
 * Server-rendered head tags shared by every page, next to the ones vike-react writes from the
 * `title`, `description` and `image` settings (title, description, og:title, og:description,
 * og:image, twitter:card): robots, keywords, canonical, og:url, og:type, og:site_name and twitter:image.
 *
 * A page sets its head through its `+config.ts`:
 *   title, description         plain strings (or `+title.ts` / `+description.ts` exporting a function of pageContext)
 *   keywords                   string[] (or `+keywords.ts` exporting a function of pageContext)
 *   noindex                    true for pages search engines must skip (account, checkout, admin…)
 *   openGraphType              'product' on a product page (its +Head adds the price); 'website' otherwise
 *   image                      an absolute URL; `+image.ts` with `absoluteUrl(pageContext.site.publicUrl, path)` for a local file.
 *                              Defaults to the store's share image.
 * The canonical URL and og:url are the public address plus the path, without the query.
 */
export function SeoHead() {
  const pageContext = usePageContext();
  const { robots, keywords, canonicalUrl } = resolveSeoTags(pageContext);
  const image = resolveShareImage(pageContext);
  return (
    <>
      <meta name="robots" content={robots} />
      {keywords && <meta name="keywords" content={keywords} />}
      {canonicalUrl && <link rel="canonical" href={canonicalUrl} />}
      {canonicalUrl && <meta property="og:url" content={canonicalUrl} />}
      <meta property="og:type" content={pageContext.config.openGraphType ?? 'website'} />
      <meta property="og:site_name" content={pageContext.site.name} />
      {image && <meta name="twitter:image" content={image} />}
    </>
  );
}
