import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

const fromHere = (relative: string): string =>
  decodeURIComponent(new URL(relative, import.meta.url).pathname);

/** Shared with vitest.config.ts so tests resolve imports exactly like the app does. */
export const aliases = {
  '@quire/shared': fromHere('../../packages/shared/src/index.ts'),
  '@': fromHere('./src'),
};

/** The shared contract only declares constants and schemas, so unused parts can be dropped. */
const SHARED_SOURCE = /[\\/]packages[\\/]shared[\\/]src[\\/]/;

const STATIC_ASSET_DIRS: Record<string, string> = { '.css': 'static/css' };

export default defineConfig(({ mode }) => {
  // loadEnv also picks up VITE_* variables from the process environment.
  const env = loadEnv(mode, fromHere('.'), 'VITE_');
  const apiTarget = env.VITE_API_TARGET || 'http://localhost:3000';
  const proxy = {
    '/api': { target: apiTarget, changeOrigin: true },
    '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
  };

  return {
    plugins: [react(), tailwindcss()],
    resolve: { alias: aliases },
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        // Without this, importing one message from '@quire/shared' would pull every zod schema
        // (and zod) into the entry chunk, including for the landing page.
        treeshake: { moduleSideEffects: (id) => (SHARED_SOURCE.test(id) ? false : undefined) },
        output: {
          // The spec serves lazily loaded code chunks from static/js/ under the site root.
          entryFileNames: 'static/js/[name]-[hash].js',
          chunkFileNames: 'static/js/[name]-[hash].js',
          assetFileNames: (asset) => {
            const name = asset.names[0] ?? '';
            const extension = name.slice(name.lastIndexOf('.'));
            const dir = STATIC_ASSET_DIRS[extension] ?? 'static/media';
            return `${dir}/[name]-[hash][extname]`;
          },
        },
      },
    },
  };
});
