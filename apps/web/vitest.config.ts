import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Unit tests for the web's logic, next to the code (`*.test.ts(x)`); Playwright's journeys in e2e/ are
// not theirs. Tests that need a DOM say so with `// @vitest-environment happy-dom`.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src") } },
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["src/testing/setup.ts"],
    restoreMocks: true,
    // West of UTC, where reading a calendar date as UTC would show the day before.
    env: { TZ: "America/New_York" },
    // Bundled like our own code, so nuqs's adapter and our routes share one copy of React Router.
    server: { deps: { inline: ["nuqs"] } },
  },
});
