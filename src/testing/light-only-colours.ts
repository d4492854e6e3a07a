/**
 * Tailwind tints made for a light page: pale fills, dark text, pale borders. On the dark theme's
 * surfaces they glare or fall below 4.5:1, so each needs a `dark:` partner for the same property.
 */
const LIGHT_TINT =
  /^(hover:)?(bg|text|border)-(red|rose|pink|orange|amber|yellow|lime|green|emerald|teal|sky|blue|indigo|gray|slate|zinc|neutral)-(\d+)$/;

const lightOnly = (property: string, shade: number) =>
  property === 'bg' ? shade <= 200 : property === 'border' ? shade <= 300 : shade >= 600;

const describe = (element: Element) =>
  `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;

/** Every element under `root` that uses a light-only tint with no `dark:` rule for that property. */
export function findLightOnlyColours(root: Element): string[] {
  const findings: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const classes = (element.getAttribute('class') ?? '').split(/\s+/);
    for (const name of classes) {
      const match = LIGHT_TINT.exec(name);
      if (!match) continue;
      const [, hover = '', property = '', , shade = '0'] = match;
      if (!lightOnly(property, Number(shade))) continue;
      const partner = `dark:${hover}${property}-`;
      if (!classes.some((other) => other.startsWith(partner))) {
        findings.push(`${name} on ${describe(element)}`);
      }
    }
  }
  return findings;
}
