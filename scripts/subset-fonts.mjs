// npm run fonts: the small first files of the web fonts (src/assets/fonts/*-core.woff2), cut from the
// npm packages' Latin files down to the characters nearly every page is written in. src/index.css
// declares each under its family with that unicode range, so a page in English fetches only these;
// a character outside it (ł, я, or é in a heading) still fetches the package's own file for its range.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../', import.meta.url).pathname;
const packageFile = (path) => join(root, 'node_modules', path);

const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCharCode(from + index));
/** The typography the copy uses: quotes, dashes, the bullet and ellipsis, €, →, ✓. */
const TYPOGRAPHY = [...'\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u2192\u2713'];

/**
 * Each font's first file and its characters. Body text (Inter) gets Latin-1 too, the accents of the
 * Western European languages plans are often written in; headings (Fraunces), ASCII and its no-break
 * space only, as with Latin-1 it would be nearly the package's whole Latin file.
 */
export const CORE_FONTS = [
  {
    file: 'inter-core.woff2',
    source: packageFile('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
    characters: [...range(0x20, 0x7e), ...range(0xa0, 0xff), ...TYPOGRAPHY].join(''),
    // The weights the app sets (400 to 700); the rest of the axis is never drawn.
    variationAxes: { wght: { min: 400, max: 700 } },
  },
  ...[600, 700].map((weight) => ({
    file: `fraunces-${weight}-core.woff2`,
    source: packageFile(`@fontsource/fraunces/files/fraunces-latin-${weight}-normal.woff2`),
    characters: [...range(0x20, 0x7e), '\u00a0', ...TYPOGRAPHY].join(''),
  })),
];

export const FONTS_DIR = join(root, 'src', 'assets', 'fonts');

/** Each core font's bytes, cut afresh from its package file. */
export async function subsetCoreFonts() {
  const { default: subsetFont } = await import('subset-font');
  return Promise.all(
    CORE_FONTS.map(async ({ file, source, characters, variationAxes }) => ({
      file,
      bytes: await subsetFont(readFileSync(source), characters, {
        targetFormat: 'woff2',
        ...(variationAxes ? { variationAxes } : {}),
      }),
    })),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { file, bytes } of await subsetCoreFonts()) {
    writeFileSync(join(FONTS_DIR, file), bytes);
    console.log(`${file}: ${(bytes.length / 1024).toFixed(1)} KB`);
  }
}
