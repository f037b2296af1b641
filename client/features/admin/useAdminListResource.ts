import { usePageContext } from 'vike-react/usePageContext';
import { useApiResource } from '../../lib/useApiResource';

/**
 * The query of an admin list page, read from its URL (filters and page number live there, so that
 * a view can be linked and reloaded), and the page of results the API gives for it.
 */
export function useAdminListResource<Query, PageView>(parse: (search: Record<string, string | undefined>) => Query, apiPath: (query: Query) => string) {
  const { urlParsed } = usePageContext();
  const query = parse(urlParsed.search);
  const { resource, reload } = useApiResource<PageView>(apiPath(query));
  return { query, resource, reload };
}
