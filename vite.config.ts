import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

const src = fileURLToPath(new URL('./src/', import.meta.url));

export default defineConfig({
  root: 'client',
  plugins: [vike(), react(), tailwindcss()],
  // package.json's `imports` point Node at the compiled server in dist/; the pages read the sources.
  resolve: {
    alias: [
      { find: /^#contracts\/(.*)$/, replacement: `${src}contracts/$1.ts` },
      { find: /^#server\/(.*)$/, replacement: `${src}$1.ts` },
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
