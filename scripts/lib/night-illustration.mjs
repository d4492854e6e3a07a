/**
 * Night versions of the daylight illustrations, for Dark Mode: the pale pastels of skies, walls and
 * ground turn into the plums of the dark theme, one for one, so neighbouring shapes keep apart; lamps,
 * accents and figures keep their colours, so a scene reads as the same place after dark. Scenes already
 * set at night (a dark sky) stay as drawn.
 */
export const NIGHT_PALETTE = {
  '#fffaf2': '#1f0d24',
  '#fdf6f4': '#1f0d24',
  '#fff6e0': '#2a1230',
  '#fff1f3': '#2a1230',
  '#f3e9f6': '#341939',
  '#ffe0e5': '#3b1d42',
  '#e8d3ee': '#45234e',
  '#ffe9d0': '#4a2655',
  '#ffe9b0': '#4a2655',
  '#d5afe0': '#5a2f64',
  '#ffd9a0': '#6c3679',
  '#ffc6d0': '#7a3a6e',
};

const hexLuminance = (hex) => {
  const value = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(value.slice(at, at + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The colour behind the whole scene: the first full-size rect's fill, or the first colour of its paint. */
function backdropColour(svg) {
  const body = svg.slice(svg.indexOf('</defs>') + 1);
  const fill = /<rect width="1200" height="800"[^>]*fill="([^"]+)"/.exec(body)?.[1];
  if (!fill) return null;
  const paint = /^url\(#([^)]+)\)$/.exec(fill)?.[1];
  if (!paint) return fill;
  const definition = svg.slice(svg.indexOf(`id="${paint}"`));
  return /(?:stop-color|fill)="(#[0-9a-fA-F]{3,6})"/.exec(definition)?.[1] ?? null;
}

export function isNightScene(svg) {
  const backdrop = backdropColour(svg);
  return backdrop !== null && hexLuminance(backdrop) < 0.35;
}

const recolour = (text) =>
  text.replace(/#[0-9a-fA-F]{6}\b/g, (colour) => NIGHT_PALETTE[colour.toLowerCase()] ?? colour);

/**
 * Only what spans the scene changes: the sky gradient and the full-width rects of sky, wall and ground.
 * Things in it (a plate, a sail, a dartboard's rings) keep their pale colours, as they would under lamps.
 */
export function toNight(svg) {
  if (isNightScene(svg)) return svg;
  return svg
    .replace(/<linearGradient id="s"[\s\S]*?<\/linearGradient>/, recolour)
    .replace(/<rect[^>]*\bwidth="1200"[^>]*>/g, recolour);
}
