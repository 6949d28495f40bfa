import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The router plugin must run before the React plugin: it rewrites route files into lazy chunks.
// A route's loader travels with its component: loaders prefetch with the area's API modules (and
// their Zod schemas), which must stay out of the initial bundle; `beforeLoad` guards stay eager.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component', 'pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
      quoteStyle: 'single',
      semicolons: true,
      addExtensions: true,
    }),
    react(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The largest chunk is exceljs's browser bundle (about 930 kB), loaded only when a chart's
    // table is downloaded as an Excel workbook; the initial JS is measured by the bench.
    chunkSizeWarningLimit: 1000,
  },
});
