import type { Config } from 'tailwindcss';

/** Datecraft's palette and type scale: a warm rose for action, deep plum for ink, soft blush surfaces. */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: 'var(--brand-50)',
          100: 'var(--brand-100)',
          200: '#ffc6d0',
          300: '#ff9aac',
          400: '#fc6682',
          500: '#f33a5f',
          600: '#e0194a',
          700: 'var(--brand-700)',
          800: 'var(--brand-800)',
          900: '#861235',
        },
        // The ink and surface scales are CSS variables, so dark mode swaps them in one place (index.css).
        plum: Object.fromEntries(
          [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950].map((step) => [step, `var(--plum-${step})`]),
        ),
        blush: 'var(--blush)',
        surface: 'var(--surface)',
        // Always dark, in both themes: the footer and live mode.
        night: {
          950: '#2a1230',
          900: '#3b1d42',
          800: '#5a2f64',
          300: '#d5afe0',
          200: '#e8d3ee',
          100: '#f3e9f6',
        },
      },
      fontFamily: {
        sans: [
          'Inter Variable',
          'Inter fallback',
          'ui-sans-serif',
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'sans-serif',
        ],
        display: [
          'Fraunces',
          'Fraunces fallback',
          'Fraunces fallback Times',
          'Georgia',
          'Cambria',
          'Times New Roman',
          'serif',
        ],
      },
      boxShadow: {
        card: '0 1px 2px rgba(42, 18, 48, 0.04), 0 8px 24px rgba(42, 18, 48, 0.08)',
      },
      maxWidth: {
        content: '72rem',
      },
    },
  },
} satisfies Config;
