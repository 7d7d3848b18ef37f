import net from "node:net";

/** A port that was free a moment ago (the OS picks it); good enough on a test machine. */
export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error("could not get a free port"))));
    });
  });
}

/** `preferred` when nothing listens there, else any free port. */
export async function preferredOrFreePort(preferred: number): Promise<number> {
  const available = await new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen(preferred, () => server.close(() => resolve(true)));
  });
  return available ? preferred : freePort();
}
