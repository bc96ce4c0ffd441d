import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../scripts/vite-precompress';

const server = 'http://localhost:8080';

export default defineConfig({
  root: import.meta.dirname,
  // Relative asset paths: the server mounts the built app at `/`, and the app stays movable.
  base: './',
  plugins: [react(), precompress()],
  resolve: {
    // npm hoists React 18 to the root for antd-mobile's dependencies (@react-spring, rc-*) while
    // this workspace has React 19: one React for every import, or hooks break at run time.
    dedupe: ['react', 'react-dom', 'scheduler'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: true, ws: true },
      '/uploads': { target: server, changeOrigin: true },
    },
  },
});
