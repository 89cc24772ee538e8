// Vite build of the React client: React + Tailwind 4, output in dist/, dev proxy to the Node back end.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    // Same origin in dev, so the auth cookie and the accessToken header work as in production.
    proxy: {
      '/gw': backend,
      '/media': backend,
      '/healthz': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
});
