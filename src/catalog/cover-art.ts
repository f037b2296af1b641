import { createHash } from 'node:crypto';

const PALETTES = [
  ['#7c3aed', '#06b6d4'],
  ['#db2777', '#f59e0b'],
  ['#2563eb', '#22c55e'],
  ['#0f766e', '#a3e635'],
  ['#9333ea', '#f43f5e'],
  ['#ea580c', '#facc15'],
  ['#1d4ed8', '#e879f9'],
  ['#059669', '#38bdf8'],
];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Breaks a title into at most three lines of about `width` characters. */
function wrap(title: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 3 ? [...lines.slice(0, 2), `${lines.slice(2).join(' ').slice(0, width - 1)}…`] : lines;
}

/**
 * A cover made on the spot from the title and platform (no image is ever downloaded): a gradient
 * chosen by the title's hash, shapes, the title and a platform badge. `scene` varies the art for a gallery.
 */
export function coverSvg(title: string, platform: string, scene = 0): string {
  const digest = createHash('sha1').update(`${title}:${scene}`).digest();
  const [from, to] = PALETTES[digest[0] % PALETTES.length];
  const angle = digest[1] % 360;
  const circles = [0, 1, 2]
    .map((i) => {
      const cx = 40 + (digest[2 + i] / 255) * 520;
      const cy = 60 + (digest[5 + i] / 255) * 640;
      const r = 60 + (digest[8 + i] / 255) * 160;
      return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" opacity="${(0.06 + i * 0.04).toFixed(2)}"/>`;
    })
    .join('');
  const lines = wrap(title, 16)
    .map((line, i) => `<tspan x="40" dy="${i === 0 ? 0 : 58}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800" role="img" aria-label="${escapeXml(title)} cover">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".65"/></linearGradient></defs>
<rect width="600" height="800" fill="url(#g)"/>${circles}<rect width="600" height="800" fill="url(#shade)"/>
<rect x="40" y="40" rx="18" width="${(platform.length * 17 + 44).toFixed(0)}" height="48" fill="#000" opacity=".45"/>
<text x="62" y="73" font-family="system-ui, sans-serif" font-size="26" font-weight="700" fill="#fff">${escapeXml(platform)}</text>
<text x="40" y="${scene ? 560 : 600}" font-family="system-ui, sans-serif" font-size="52" font-weight="800" fill="#fff">${lines}</text>
</svg>`;
}
