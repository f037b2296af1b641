/** Turns a site path such as `/og-image.png` into an absolute URL on the public address; absolute URLs pass through. */
export function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${publicUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
