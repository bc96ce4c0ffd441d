import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../scripts/vite-precompress';

const server = 'http://localhost:8080';

export default defineConfig({
  root: import.meta.dirname,
  // The server mounts the back office at `/admin/`.
  base: '/admin/',
  plugins: [react(), precompress()],
  resolve: {
    // One React for every import (npm may hoist another copy for some dependency).
    dedupe: ['react', 'react-dom', 'scheduler'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: true },
      '/uploads': { target: server, changeOrigin: true },
    },
  },
});
