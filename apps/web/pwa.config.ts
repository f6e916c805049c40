import { VitePWA } from 'vite-plugin-pwa';
import { getImage } from '../../packages/shared/src/routes.gen.ts';

/** Quire's own images, /api/images/:id and its renditions, by the endpoint table's path. */
const IMAGES_PREFIX = getImage.path.slice(0, getImage.path.indexOf(':id'));

/**
 * The installable app (decision 032): a web app manifest and a Workbox service worker that
 * precaches the built shell (code, styles, fonts, icons), so Quire opens without a network. The
 * API is never cached by the worker (downloaded books live in IndexedDB, features/offline), but
 * for Quire's own images, which never change under their id.
 * Registration happens in src/lib/service-worker.ts; the server serves /sw.js with no-cache.
 */
export const pwa = () =>
  VitePWA({
    injectRegister: false,
    registerType: 'autoUpdate',
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'Quire — your reading room',
      short_name: 'Quire',
      description: 'Discover stories, read them chapter by chapter and keep your personal library.',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      background_color: '#faf6ef',
      theme_color: '#faf6ef',
      categories: ['books', 'education'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      shortcuts: [
        { name: 'Downloads', url: '/downloads', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
      ],
    },
    workbox: {
      // Latin fonts only: the other subsets are fetched when a page needs them.
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', '**/*-latin-wght-normal-*.woff2'],
      globIgnores: ['**/*.br', '**/*.gz'],
      navigateFallback: '/index.html',
      // The landing page and sign-in are prerendered to their own HTML (decision 040): the
      // network's copy first, the last one seen when offline; never the app shell in their place.
      navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io/, /^\/opds/, /^\/$/, /^\/auth\/?$/],
      runtimeCaching: [
        {
          // Quire's own images (avatars, covers, chapter figures) are immutable by id: the copy
          // seen last is shown offline (the header's avatar, the library's covers).
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(IMAGES_PREFIX),
          handler: 'CacheFirst',
          options: {
            cacheName: 'quire-images',
            expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && (url.pathname === '/' || /^\/auth\/?$/.test(url.pathname)),
          handler: 'NetworkFirst',
          options: { cacheName: 'public-pages', networkTimeoutSeconds: 4 },
        },
      ],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
    },
  });
