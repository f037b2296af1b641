import { followLinksInBrowserUntilHydrated } from '../features/hydration/links-before-hydration';

// Runs first in the browser, on every page.
followLinksInBrowserUntilHydrated();
