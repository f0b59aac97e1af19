// Draws the installable app's icons (shell/public/icons) from the Teranga mark, the same drawing as
// shared-ui's <Logo>: run after changing the mark (`node scripts/pwa/make-icons.mjs`); the PNGs are
// committed, so neither install nor build needs sharp's native binary.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const OUT = path.join(import.meta.dirname, '../../shell/public/icons');
const COLORS = { primary: '#a63d1e', accent: '#e9a21b', secondary: '#1e5b3a' };

/** The mark on a 40×40 grid; `inset` shrinks it into the maskable icon's safe zone (80 % circle). */
function mark({ round, inset = 0 }) {
  const scale = 1 - inset * 2;
  const offset = 40 * inset;
  const background = round
    ? `<circle cx="20" cy="20" r="20" fill="${COLORS.primary}"/>`
    : `<rect width="40" height="40" fill="${COLORS.primary}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">
  ${background}
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <circle cx="20" cy="17" r="6" fill="${COLORS.accent}"/>
    <path d="M8 21h24a12 12 0 0 1-24 0z" fill="${COLORS.secondary}"/>
    <path d="M12 21h16" stroke="#fff" stroke-width="1.5" stroke-linecap="round"/>
  </g>
</svg>
`;
}

fs.mkdirSync(OUT, { recursive: true });
fs.writeFileSync(path.join(OUT, 'icon.svg'), mark({ round: true }));
const png = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 40) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, file));
await png(mark({ round: true }), 192, 'icon-192.png');
await png(mark({ round: true }), 512, 'icon-512.png');
// Maskable: full bleed, the drawing inside the central 80 % the launcher may crop to.
await png(mark({ round: false, inset: 0.12 }), 512, 'icon-maskable-512.png');
await png(mark({ round: false, inset: 0.08 }), 180, 'apple-touch-icon.png');
console.log(`icônes écrites dans ${OUT}`);
