import { useCallback, useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { parseTab, tabHref } from './tab-url';

/**
 * The selected tab, read from the URL's `tab` parameter and written back to it (replacing the
 * history entry: a tab is a view of the page, not a page of its own), so that a reload or a shared
 * link opens the same tab. No data is fetched again.
 */
export function useTabInUrl<T extends string>(tabs: readonly T[]): [T, (value: string) => void] {
  const { urlParsed } = usePageContext();
  const [tab, setTab] = useState(() => parseTab(urlParsed.search.tab, tabs));

  // A navigation to the page (a link to another tab, Back) brings its own tab.
  useEffect(() => setTab(parseTab(urlParsed.search.tab, tabs)), [urlParsed, tabs]);

  const select = useCallback(
    (value: string) => {
      const next = parseTab(value, tabs);
      setTab(next);
      const { pathname, search, hash } = window.location;
      window.history.replaceState(window.history.state, '', `${tabHref(pathname, search, next, tabs)}${hash}`);
    },
    [tabs],
  );

  return [tab, select];
}
