import type { PageContextClient } from 'vike/types';
import { pageHydrated } from '../features/hydration/page-hydrated';

/**
 * The first render ends only once the page's content has hydrated. React finishes the render outside
 * the Suspense boundary of +Wrapper.tsx first and hydrates the boundary later, in slices; Vike waits
 * for this render before it renders another page, so a link clicked while the page still hydrates is
 * followed once it has, instead of rendering the next page into a boundary still half hydrated.
 */
export function onAfterRenderClient(pageContext: PageContextClient): Promise<void> | undefined {
  return pageContext.isHydration ? pageHydrated : undefined;
}
