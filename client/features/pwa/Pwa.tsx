import { useEffect } from 'react';
import { InstallBanner } from './InstallBanner';
import { startPwa } from './service-worker-registration';

/** The installable app's parts in the page: the service worker and the install banner. */
export function Pwa() {
  useEffect(startPwa, []);
  return <InstallBanner />;
}
