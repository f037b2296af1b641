import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'client',
  plugins: [vike(), react(), tailwindcss()],
  build: { outDir: 'dist', emptyOutDir: true },
});
