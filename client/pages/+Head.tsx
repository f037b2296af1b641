import { SeoHead } from '../features/seo/SeoHead';

export default function Head() {
  return (
    <>
      <SeoHead />
      <meta name="color-scheme" content="dark light" />
      <link rel="manifest" href="/manifest.webmanifest" />
      <meta name="theme-color" content="#090a10" />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
      <meta name="apple-mobile-web-app-title" content="Keyshop" />
    </>
  );
}
