/**
 * Every node reachable from `start` by following `next`, `start` included, in the order first met:
 * the files a chunk needs, walked over a build's import graph.
 */
export function reachable(start, next) {
  const seen = new Set();
  const visit = (node) => {
    if (seen.has(node)) return;
    seen.add(node);
    next(node).forEach(visit);
  };
  visit(start);
  return seen;
}
