// Which folders may import which (bulletproof-react's unidirectional rule): app → pages → features →
// shared (components, config, lib, contract). A feature reaches another only along an edge listed here,
// so a new dependency between features is a decision someone writes down, not an accident.

/** For each feature, the other features it may import. */
export const FEATURE_IMPORTS = {
  auth: [],
  dashboard: ['plans'],
  feedback: ['auth'],
  generation: ['auth', 'plans', 'subscriptions'],
  marketing: [],
  plans: ['feedback', 'subscriptions'],
  profile: ['auth', 'subscriptions'],
  subscriptions: ['auth'],
};

const upward = (folders, message) => ({ regex: `^@/(${folders.join('|')})(/|$)`, message });
// A relative path that climbs out of its feature (or out of src/) hides the dependency from these rules.
const climbing = {
  regex: '^(\\.\\./){2,}',
  message: 'Import other folders through the @/ and @contract/ aliases.',
};
const testingOnlyInTests = upward(['testing'], 'Test helpers belong in tests only.');

const TESTS = '**/*.test.{ts,tsx}';

/** One zone's rule, twice: its tests may also use the test helpers. */
const zone = (files, patterns) => [
  {
    files,
    ignores: [TESTS],
    rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, testingOnlyInTests] }] },
  },
  {
    files: files.map((glob) => glob.replace('*.{ts,tsx}', '*.test.{ts,tsx}')),
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  },
];

const outOf = (side) => ({ regex: `^(\\.\\./)+${side}/`, message: `Nothing outside ${side}/ imports it.` });

function featureZone(feature, allowed) {
  const others = allowed.length ? `(?!(${allowed.join('|')})/)` : '';
  return zone(
    [`src/features/${feature}/**/*.{ts,tsx}`],
    [
      {
        regex: `^@/features/${others}(?!${feature}/)`,
        message: `features/${feature} ${allowed.length ? `may import only these features: ${allowed.join(', ')}` : 'may not import other features'} (eslint/import-boundaries.js).`,
      },
      upward(['pages', 'app'], 'Features do not import pages or the app; compose them in pages.'),
      climbing,
      outOf('server'),
    ],
  );
}

/** The contract modules that declare zod schemas; each keeps its plain values in a `-constants` module. */
export const SCHEMA_MODULES = ['auth', 'date-plans', 'errors', 'feedback', 'subscriptions'];

/**
 * The SPA takes the contract's schemas as types only: a value import would bundle zod (25 KB gzipped)
 * into every page's first load. Paths, limits and messages come from the `-constants` modules.
 */
const typesOnlyFromSchemas = {
  files: ['src/**/*.{ts,tsx}'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          ...SCHEMA_MODULES.map((module) => ({
            name: `@contract/${module}`,
            allowTypeImports: true,
            message: `The SPA imports @contract/${module} for types only: a value from it bundles zod. Plain values live in the contract's -constants modules.`,
          })),
          { name: 'zod', allowTypeImports: true, message: 'The SPA does not bundle zod.' },
        ],
      },
    ],
  },
};

export const importBoundaries = [
  typesOnlyFromSchemas,
  ...Object.entries(FEATURE_IMPORTS).flatMap(([feature, allowed]) => featureZone(feature, allowed)),
  ...zone(
    ['src/{components,config,lib}/**/*.{ts,tsx}'],
    [
      upward(['features', 'pages', 'app'], 'Shared code does not import features, pages or the app.'),
      climbing,
      outOf('server'),
    ],
  ),
  ...zone(
    ['src/pages/**/*.{ts,tsx}'],
    [upward(['app'], 'Pages do not import the app shell or router.'), climbing, outOf('server')],
  ),
  ...zone(['src/app/**/*.{ts,tsx}', 'src/*.{ts,tsx}'], [climbing, outOf('server')]),
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/', message: 'The server shares only contract/ with the SPA.' },
            outOf('src'),
          ],
        },
      ],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(@/|@contract/)', message: 'contract/ depends on nothing of either side.' },
            outOf('src'),
            outOf('server'),
          ],
        },
      ],
    },
  },
];
