const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

export const TILE_ATTRIBUTION = '© OpenStreetMap contributors';

function buildTimeTileUrl(): string | undefined {
  try {
    // The bundler substitutes this exact expression at build time (as TERANGA_API_URL); a browser
    // without the substitution has no `process` and lands in the catch.
    const value: unknown = process.env.TERANGA_TILE_URL;
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The map tiles' URL template: a deployment may point at its own tile server (offline, privacy,
 * usage policy), or set `TERANGA_TILE_URL=none` for no tiles at all (the markers and the line
 * still draw): null then.
 */
export const TILE_URL: string | null = ((url) => (url === 'none' ? null : url))(buildTimeTileUrl() ?? DEFAULT_TILE_URL);
