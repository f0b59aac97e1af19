/**
 * Generates the SVG placeholder illustrations of the demo catalogue into
 * `api/public/images/` (committed). Run after changing seed-data.ts:
 *   npm run images -w api
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUBLIC_DIR } from '../config';
import { CATEGORY_COLORS, RESTAURANTS, slugify } from './seed-data';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function initials(name: string): string {
  const words = name
    .replace(/[’']/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 2 || /^[A-ZÀ-Ý]/.test(w));
  const letters = words.slice(0, 2).map((w) => w[0]!.toUpperCase());
  return letters.join('') || name[0]!.toUpperCase();
}

function hash(value: string): number {
  let h = 2166136261;
  for (const ch of value) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function dishSvg(name: string, category: string): string {
  const [from, to] = CATEGORY_COLORS[category] ?? ['#f97316', '#9a3412'];
  const h = hash(name);
  const x2 = h % 2 === 0 ? 1 : 0;
  const label = escapeXml(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400" overflow="hidden" role="img" aria-label="${label}">
<defs><linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="600" height="400" fill="url(#g)"/>
<circle cx="${120 + (h % 360)}" cy="${90 + ((h >> 8) % 40)}" r="${30 + ((h >> 4) % 50)}" fill="#fff" fill-opacity=".08"/>
<circle cx="300" cy="175" r="118" fill="#fff" fill-opacity=".16"/>
<circle cx="300" cy="175" r="88" fill="#fff" fill-opacity=".22"/>
<text x="300" y="208" font-family="Georgia,'Times New Roman',serif" font-size="92" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text>
<text x="300" y="352" font-family="system-ui,-apple-system,'Segoe UI',sans-serif" font-size="${name.length > 24 ? 24 : 30}" font-weight="600" fill="#fff" text-anchor="middle">${label}</text>
</svg>
`;
}

export function restaurantSvg(name: string, cuisines: string[], colors: [string, string]): string {
  const [from, to] = colors;
  const label = escapeXml(name);
  const stripes = Array.from(
    { length: 8 },
    (_, i) =>
      `<rect x="${i * 100}" y="410" width="50" height="40" fill="#fff" fill-opacity="${i % 2 ? '.12' : '.22'}"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450" overflow="hidden" role="img" aria-label="${label}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="800" height="450" fill="url(#g)"/>
<circle cx="690" cy="110" r="110" fill="#fff" fill-opacity=".08"/>
<circle cx="120" cy="330" r="80" fill="#000" fill-opacity=".07"/>
${stripes}
<circle cx="400" cy="170" r="95" fill="#fff" fill-opacity=".2"/>
<text x="400" y="205" font-family="Georgia,'Times New Roman',serif" font-size="96" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text>
<text x="400" y="330" font-family="system-ui,-apple-system,'Segoe UI',sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${label}</text>
<text x="400" y="372" font-family="system-ui,-apple-system,'Segoe UI',sans-serif" font-size="22" fill="#fff" fill-opacity=".9" text-anchor="middle">${escapeXml(cuisines.join(' · '))}</text>
</svg>
`;
}

/** Writes every image; returns the list of file names. */
export function generateImages(outDir = path.join(PUBLIC_DIR, 'images')): string[] {
  fs.mkdirSync(outDir, { recursive: true });
  const written: string[] = [];
  RESTAURANTS.forEach((r, i) => {
    const file = `resto-${i + 1}.svg`;
    fs.writeFileSync(path.join(outDir, file), restaurantSvg(r.name, r.cuisines, r.colors));
    written.push(file);
    for (const dish of r.dishes) {
      const dishFile = `plat-${slugify(dish.name)}.svg`;
      fs.writeFileSync(path.join(outDir, dishFile), dishSvg(dish.name, dish.category));
      written.push(dishFile);
    }
  });
  const placeholder = 'placeholder.svg';
  fs.writeFileSync(path.join(outDir, placeholder), dishSvg('Teranga', 'Plats'));
  written.push(placeholder);
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = generateImages();
  console.log(`${files.length} images écrites dans ${path.join(PUBLIC_DIR, 'images')}`);
}
