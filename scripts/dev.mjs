// `npm run dev`: the API in watch mode on :3000 and Vite with hot reload on :5173 (proxying /api).
import { spawn } from "node:child_process";
import { root } from "./lib.mjs";

const env = {
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? `${root}/data`,
  APP_URL: process.env.APP_URL ?? "http://localhost:5173",
};
const children = [
  spawn("npm", ["run", "dev", "-w", "@internpath/server"], { cwd: root, stdio: "inherit", env }),
  spawn("npm", ["run", "dev", "-w", "@internpath/web"], { cwd: root, stdio: "inherit", env }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
