// The server's build of the first paint (issue 25): src/prerender.tsx, the client's own components drawn to HTML,
// into dist-ssr/ (npm run build), loaded by the server by path (server/http/prerender.ts). No public files, no CSS,
// nothing precompressed: it never goes to a browser. Its packages are bundled in, production builds (React's server
// renderer in development mode is several times slower), so the file stands alone wherever it is written.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/prerender.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
