// `npm start`: build what is missing or out of date, then serve the API and the web app on one port.
import { spawn } from "node:child_process";
import { buildIfStale, root } from "./lib.mjs";

await buildIfStale();
const server = spawn("node", ["--enable-source-maps", "apps/server/dist/main.js"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? `${root}/data` },
});
// A process manager stops `npm start` with a signal to this process alone: pass it on, so the server
// shuts down cleanly and releases its DATA_DIR instead of running on without a parent.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("error", (error) => {
  console.error(error.message);
  process.exit(1);
});
server.on("exit", (code, signal) => {
  if (code !== 0 && !signal) console.error(`The server stopped with exit code ${code}.`);
  process.exit(code ?? 0);
});
