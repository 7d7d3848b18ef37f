// `npm start`: build what is missing or out of date, then serve the API and the web app on one port.
import { buildIfStale, root, run } from "./lib.mjs";

await buildIfStale();
await run("node", ["--enable-source-maps", "apps/server/dist/main.js"], {
  cwd: root,
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? `${root}/data` },
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
