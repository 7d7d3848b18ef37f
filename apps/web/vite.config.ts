import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.API_URL ?? "http://localhost:3000";

// `npm run dev` starts the API with APP_URL=http://localhost:5173, so the browser's own Origin is trusted
// and mailed links and OAuth callbacks come back through this dev server.
const proxyToApi = { target: apiTarget, changeOrigin: true };

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  server: {
    port: 5173,
    proxy: { "/api": proxyToApi, "/dev": proxyToApi },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, "dist"),
    emptyOutDir: true,
    // The pre-render step (scripts/prerender.mjs) reads it to give each pre-rendered page its scripts.
    manifest: true,
  },
});
