import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API listens on 127.0.0.1 in development; "localhost" may resolve to ::1 first.
const apiTarget = process.env.API_URL ?? "http://127.0.0.1:3000";

// `npm run dev` starts the API with APP_URL=http://localhost:5173, so the browser's own Origin is trusted
// and mailed links and OAuth callbacks come back through this dev server.
const proxyToApi = { target: apiTarget, changeOrigin: true };

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { "@": path.resolve(import.meta.dirname, "src") },
    // Recharts reads React elements with react-is; it must be the React 19 one this app depends on, not
    // the older copy a test library brings to the top of node_modules.
    dedupe: ["react-is"],
  },
  server: {
    port: 5173,
    proxy: { "/api": proxyToApi, "/dev": proxyToApi },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, "dist"),
    emptyOutDir: true,
    // The pre-render step (scripts/prerender.mjs) reads it to give each pre-rendered page its scripts.
    manifest: true,
    rolldownOptions: {
      output: {
        // A page loads a handful of files instead of dozens of tiny ones (one per icon, per component):
        // on a phone each extra request costs a round trip. The libraries every page needs come as one
        // file, the design system, shared code and icons that two or more pages use as another. The
        // validation library is a file of its own, loaded by the screens with forms: browse, a posting and
        // the dashboards paint and respond without it (scripts/check-web-size.mjs holds that).
        codeSplitting: {
          groups: [
            { name: "zod", test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 3 },
            {
              name: "vendor",
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|nuqs|react-hot-toast|goober|clsx)[\\/]/,
              priority: 2,
            },
            {
              name: "shared",
              test: /[\\/](src[\\/](components|hooks|lib|config)|node_modules[\\/]lucide-react)[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
