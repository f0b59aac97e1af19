/**
 * Reads a V8 `.cpuprofile` (node --cpu-prof) and names the hot spots: self time per
 * function, inclusive time of the project's own functions, and time per module
 * (a package in node_modules, a file of api/src, node internals, GC).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './proc';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface HotSpot {
  name: string;
  where: string;
  ms: number;
  pct: number;
}

export interface ProfileSummary {
  file: string;
  totalMs: number;
  idlePct: number;
  selfTop: HotSpot[];
  projectInclusiveTop: HotSpot[];
  modules: HotSpot[];
}

function shortUrl(url: string): string {
  if (!url) return '';
  let p = url.startsWith('file://') ? decodeURIComponent(new URL(url).pathname) : url;
  if (p.startsWith(ROOT)) p = path.relative(ROOT, p);
  return p;
}

/** Which "module" a frame belongs to: `node_modules/<pkg>`, `api/src/<file>`, `node:…`, or a V8 pseudo-frame. */
function moduleOf(frame: CallFrame): string {
  const url = shortUrl(frame.url);
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return `npm:${rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]}`;
  }
  if (url.startsWith('node:')) return 'node:internals';
  return url;
}

const sourceCache = new Map<string, string[] | null>();

/**
 * Line of a named function in a project TypeScript file. tsx compiles api/src on the
 * fly (whitespace-minified), so the profile's own line numbers point into the compiled
 * code; the declaration is looked up by name in the source instead.
 */
function sourceLine(relFile: string, name: string): number | null {
  if (!relFile.endsWith('.ts') || !name || name.startsWith('(')) return null;
  let lines = sourceCache.get(relFile);
  if (lines === undefined) {
    try {
      lines = fs.readFileSync(path.join(ROOT, relFile), 'utf8').split('\n');
    } catch {
      lines = null;
    }
    sourceCache.set(relFile, lines);
  }
  if (!lines) return null;
  const id = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const patterns = [
    new RegExp(`function\\*?\\s+${id}\\b`),
    new RegExp(`\\b(const|let|var)\\s+${id}\\s*(:[^=]+)?=`),
    new RegExp(`^\\s*(export\\s+)?(async\\s+)?${id}\\s*[(:=]`),
  ];
  for (const re of patterns) {
    const i = lines.findIndex((l) => re.test(l));
    if (i >= 0) return i + 1;
  }
  return null;
}

export interface ProfileWindow {
  /** Keep samples taken between these two instants, in ms before the end of the profile. */
  fromEndMs: number;
  toEndMs: number;
}

export function analyzeProfile(file: string, top = 12, window?: ProfileWindow): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map<number, ProfileNode>();
  const parent = new Map<number, number>();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const child of node.children ?? []) parent.set(child, node.id);
  }
  /** Name of the nearest named caller of an anonymous function (middleware closures, arrow handlers). */
  const label = (node: ProfileNode): string => {
    if (node.callFrame.functionName) return node.callFrame.functionName;
    for (let id = parent.get(node.id); id !== undefined; id = parent.get(id)) {
      const name = byId.get(id)!.callFrame.functionName;
      if (name && !name.startsWith('(')) return `(anonyme, appelée par ${name})`;
    }
    return '(anonyme)';
  };
  const key = (node: ProfileNode) => {
    const f = node.callFrame;
    const url = shortUrl(f.url);
    let where = url;
    if (url.startsWith('api/src/') || url.startsWith('bench/')) {
      const line = sourceLine(url, f.functionName);
      if (line) where = `${url}:${line}`;
    } else if (url) {
      where = `${url}:${f.lineNumber + 1}`;
    }
    return `${label(node)}\u0000${where}`;
  };
  // Absolute time of each sample, to keep only the measured window (not start-up).
  const times: number[] = new Array(profile.samples.length);
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    times[i] = t;
  }
  const from = window ? profile.endTime - window.fromEndMs * 1000 : -Infinity;
  const to = window ? profile.endTime - window.toEndMs * 1000 : Infinity;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const modules = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(profile.samples[i]!);
    if (!node || times[i]! < from || times[i]! > to) continue;
    total += dt;
    if (node.callFrame.functionName === '(idle)') {
      idle += dt;
      continue;
    }
    const k = key(node);
    self.set(k, (self.get(k) ?? 0) + dt);
    const m = moduleOf(node.callFrame);
    modules.set(m, (modules.get(m) ?? 0) + dt);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const ancestor = byId.get(id)!;
      const url = shortUrl(ancestor.callFrame.url);
      if (!url.startsWith('api/src/')) continue;
      const fk = key(ancestor);
      if (seen.has(fk)) continue;
      seen.add(fk);
      inclusive.set(fk, (inclusive.get(fk) ?? 0) + dt);
    }
  }
  const busy = total - idle || 1;
  const list = (map: Map<string, number>, n: number): HotSpot[] =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, ms]) => {
        const [name, where] = k.split('\u0000');
        return { name: name!, where: where ?? '', ms: Math.round(ms), pct: Math.round((ms / busy) * 1000) / 10 };
      });
  return {
    file,
    totalMs: Math.round(total),
    idlePct: Math.round((idle / (total || 1)) * 1000) / 10,
    selfTop: list(self, top),
    projectInclusiveTop: list(inclusive, top),
    modules: list(modules, top).map((m) => ({ ...m, name: m.name, where: '' })),
  };
}
