import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { applySeoTags, resolveSeoTags } from './seo-tags';

/** Keeps robots, keywords and canonical tags in step with the page after client-side navigation. */
export function useSeoTagsSync(): void {
  const pageContext = usePageContext();
  useEffect(() => {
    if (pageContext.isClientSide && pageContext.isClientSideNavigation) applySeoTags(resolveSeoTags(pageContext));
  }, [pageContext]);
}
