import { SeoHead } from '../seo/SeoHead';

export default function Head() {
  return (
    <>
      <SeoHead />
      <meta name="color-scheme" content="dark light" />
    </>
  );
}
