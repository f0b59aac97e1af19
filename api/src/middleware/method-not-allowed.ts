/**
 * 405 for a known path asked with another method (issue 15, finding 10): it answered 404, which
 * tells a client the resource does not exist when only the method is wrong.
 *
 * Hono routes by (method, path) in one step and only reports "no match": the methods a path takes
 * are found here from the registered routes, compiled once on first use (after every route is in).
 */

interface RegisteredRoute {
  method: string;
  path: string;
}

interface PathMethods {
  pattern: RegExp;
  methods: Set<string>;
}

/** `/api/plats/:id` → `^/api/plats/[^/]+$`; `*` matches the rest of the path. */
function pathPattern(path: string): RegExp {
  const source = path
    .split(/(:[A-Za-z0-9_]+(?:\{[^}]*\})?|\*)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * `allowedMethods(method, path)`: the methods `path` takes when `method` is not one of them
 * (HEAD wherever GET is: Hono answers it with the GET handler), or null when the path is unknown
 * or the method fits (a handler's own 404).
 */
export function createAllowedMethods(routes: () => readonly RegisteredRoute[]) {
  let table: PathMethods[] | null = null;
  const build = () => {
    const byPath = new Map<string, Set<string>>();
    // ALL: middleware (`app.use`), not a resource.
    for (const { method, path } of routes()) {
      if (method === 'ALL') continue;
      const methods = byPath.get(path) ?? new Set<string>();
      methods.add(method);
      if (method === 'GET') methods.add('HEAD');
      byPath.set(path, methods);
    }
    return [...byPath].map(([path, methods]) => ({ pattern: pathPattern(path), methods }));
  };
  return (method: string, path: string): string[] | null => {
    table ??= build();
    const allowed = new Set<string>();
    for (const entry of table) {
      if (entry.pattern.test(path)) for (const m of entry.methods) allowed.add(m);
    }
    if (allowed.size === 0 || allowed.has(method.toUpperCase())) return null;
    return [...allowed].sort();
  };
}
