// The geometry of a plan's route sketch, drawn by the app's RouteMapCard and by the server's first
// HTML of a shared plan: one source, so the two drawings cannot drift apart.

export const SKETCH_WIDTH = 280;
export const SKETCH_HEIGHT = 120;
const EDGE = 28;

export interface SketchPoint {
  x: number;
  y: number;
}

/** Where each stop sits on the drawing: left to right, swinging up and down so the path reads as a route. */
export function stopPoints(count: number): SketchPoint[] {
  if (count === 1) return [{ x: SKETCH_WIDTH / 2, y: SKETCH_HEIGHT / 2 }];
  const gap = (SKETCH_WIDTH - 2 * EDGE) / (count - 1);
  return Array.from({ length: count }, (_, index) => ({
    x: EDGE + index * gap,
    y: index % 2 === 0 ? 38 : 82,
  }));
}

/** One smooth curve through the stops: each bend leaves and arrives level, like a road between pins. */
export function routePath([first, ...rest]: SketchPoint[]): string {
  if (!first) return '';
  let previous = first;
  let path = `M ${first.x} ${first.y}`;
  for (const point of rest) {
    const middle = (previous.x + point.x) / 2;
    path += ` C ${middle} ${previous.y} ${middle} ${point.y} ${point.x} ${point.y}`;
    previous = point;
  }
  return path;
}
