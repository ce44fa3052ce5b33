/**
 * The web app manifest (/manifest.webmanifest, src/pages/manifest.webmanifest.ts):
 * what makes the site installable. Colours are the light theme's (global.css):
 * --primary for the title bar, --bg for the splash screen. The PNG icons are
 * generated from the logo mark by scripts/gen-icons.ts and committed.
 */
import { SITE_DESCRIPTION, SITE_NAME } from './site';

export const THEME_COLOR = '#2d4fd8';
export const BACKGROUND_COLOR = '#f6f7fb';

export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export function webManifest() {
  return {
    id: '/',
    name: SITE_NAME,
    short_name: 'ExamPrep',
    description: SITE_DESCRIPTION,
    lang: 'en-IN',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['education'],
    icons: MANIFEST_ICONS,
    shortcuts: [
      { name: 'Mock Tests', url: '/mock-test', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
      { name: 'Latest articles', url: '/blog', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    ],
  };
}
