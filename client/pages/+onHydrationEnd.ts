import { followLinksInRouter } from '../features/hydration/links-before-hydration';

export function onHydrationEnd(): void {
  followLinksInRouter();
}
