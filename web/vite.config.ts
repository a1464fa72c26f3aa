import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev -w @bookwish/web` alone proxies the API, images and config to the local stack
// (npm start / npm run dev at the root serve everything from one origin instead).
const stack = process.env.BOOKWISH_STACK_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': stack,
      '/images': stack,
      '/config.json': stack,
      '/_dev': stack,
    },
  },
  build: {
    target: 'es2022',
    // Small initial bundle matters more than fewer requests: the bench script reads this manifest.
    manifest: true,
    sourcemap: false,
  },
});
