import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prepaintPlugin } from './build/prepaint-plugin';

const apiPort = process.env.API_PORT ?? '8080';

export default defineConfig({
  plugins: [react(), prepaintPlugin()],
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@marketing/': fileURLToPath(new URL('./marketing/', import.meta.url)),
    },
  },
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
  server: {
    // `npm run dev`: Vite serves the client, the API runs beside it (scripts/dev.mjs).
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
