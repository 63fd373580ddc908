import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appPreloadsPlugin } from './build/app-preloads';
import { appShellChunkName } from './build/app-shell-chunk';
import { endpointDocsPlugin } from './build/endpoint-docs-plugin';
import { prepaintPlugin } from './build/prepaint-plugin';

const apiPort = process.env.API_PORT ?? '8080';

export default defineConfig({
  plugins: [
    react(),
    endpointDocsPlugin(),
    prepaintPlugin(),
    appPreloadsPlugin(),
    // The service worker (src/sw.ts). The manifest is served per brand by the server
    // (server/http/manifest.ts), so the plugin writes none; registration is ours
    // (src/platform/offline/update.ts) with an update prompt.
    VitePWA({
      strategies: 'injectManifest',
      // Absolute: fixture builds (tests/support/fixture-server.ts) use another root.
      srcDir: fileURLToPath(new URL('./src', import.meta.url)),
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The app shell and every route chunk. Pre-rendered pages are cached when visited.
        globPatterns: ['**/*.{js,css,html,png,svg,ico,txt}'],
        globIgnores: ['prerendered/**', 'screenshots/**'],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@marketing/': fileURLToPath(new URL('./marketing/', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      // The contract (src/contract) only declares structs and endpoints: nothing in it acts when
      // imported. Said so, the bundler keeps only the endpoints a chunk calls and the structs
      // they use (src/contract/endpoints/), not every struct of every module reached.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]src[\\/]contract[\\/]/.test(id),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // The libraries every page runs, in one chunk: left to itself the bundler splits
              // them into small files as lazy screens share them, and `/` pays a request and a
              // gzip window for each (`/`'s JS budget: docs/decisions/0001-root-page-budget.md, `npm run bench:js`).
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|@preact|use-sync-external-store|superstruct|@stitches)[\\/]/,
            },
            {
              // The small modules `/`'s lead form shares with lazy screens (the text field and its
              // state, styles and errors, the notice, the online signal, the field and endpoint
              // contracts, the user's), in one chunk for the same reason: as separate files each
              // cost `/` a request.
              name: 'form-kit',
              test: /src[\\/](ui[\\/](TextField|Notice)\.tsx|ui[\\/]forms[\\/]field-[a-z]+\.ts|platform[\\/]network[\\/]online\.ts|contract[\\/](fields|endpoint|users)\.ts)$/,
            },
            {
              // The app chrome and home in one file, not forty, and what they share with marketing
              // pages in one more (build/app-shell-chunk.ts says why).
              debugName: 'app-shell',
              // Its modules' imports that the entry needs stay where they are; by default the
              // bundler would pull them in, and `/` would load this chunk.
              includeDependenciesRecursively: false,
              name: appShellChunkName(fileURLToPath(new URL('.', import.meta.url))),
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev`: Vite serves the client, the API runs beside it (scripts/dev.mjs).
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
