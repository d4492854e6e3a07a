/**
 * A contract path as a Fastify route pattern. The contract's paths are functions that build a
 * concrete, encoded URL from values; given each parameter's name, the same function yields the
 * pattern (`/plans/:planId`), so the route and the client's calls cannot drift apart.
 */
export function routePattern<Params extends unknown[]>(
  path: (...params: Params) => string,
  ...names: { [Index in keyof Params]: string }
): string {
  const placeholders = names.map((name) => `:${name}`) as unknown as Params;
  return decodeURIComponent(path(...placeholders));
}
