// Site theme for Tailwind 4 (loaded by `@config` in src/styles.css): brand red, dark header, widths, CJK fonts.
import type { Config } from 'tailwindcss';

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      // The desktop site (full header, the spec's widths) from 1200 px; below lg the phone shell. In rem like
      // Tailwind's own breakpoints, so its rules sort among theirs (a px one came before lg and lost to it).
      screens: { desk: '75rem' },
      colors: {
        brand: {
          50: '#fef3f2',
          100: '#fde4e3',
          200: '#fbcdcb',
          300: '#f7aaa7',
          400: '#f07873',
          500: '#e5322d',
          600: '#d1241f',
          700: '#b01c18',
          800: '#911b18',
          900: '#781d1a',
        },
        accent: { 400: '#ff9a3c', 500: '#ff7a1a', 600: '#f05f00' },
        header: { DEFAULT: '#16181d', light: '#23262e', line: '#2f333d' },
        page: '#f2f3f5',
      },
      // Spec §9: side menu 250 px, content 1200 px; narrower windows get the content at their width
      // (a phone is not a 1200 px document).
      width: { content: 'min(1200px, 100%)', menu: '250px' },
      maxWidth: { content: '1200px', menu: '250px' },
      minWidth: { content: '1200px' },
      fontFamily: {
        sans: [
          '"PingFang SC"',
          '"Microsoft YaHei"',
          '"Noto Sans CJK SC"',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
        // Digits of clocks and scores must not jitter as they tick.
        mono: ['"DIN Alternate"', '"Roboto Mono"', 'Menlo', 'Consolas', 'monospace'],
      },
    },
  },
} satisfies Config;
