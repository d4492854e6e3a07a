import type { FastifyInstance } from 'fastify';

export interface Endpoint {
  method: string;
  /** The route's path with its `:param` placeholders. */
  path: string;
}

export const endpointKey = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

const TREE_LINE = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([^)]*)\))?$/;

/**
 * Every route the app serves, read from `printRoutes`: each line of its tree adds a path segment to
 * the line one level up and lists that path's methods, so new routes are fuzzed without a list to keep.
 */
export function discoverEndpoints(app: FastifyInstance): Endpoint[] {
  const endpoints: Endpoint[] = [];
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? pathAtDepth[depth - 1]! : '') + match[2]!;
    pathAtDepth[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) {
      if (app.hasRoute({ method: method as 'GET', url: path })) endpoints.push({ method, path });
    }
  }
  if (endpoints.length === 0) throw new Error('No routes found in printRoutes; has its format changed?');
  return endpoints;
}
