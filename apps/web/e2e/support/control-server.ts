import http from "node:http";
import type { MailServer } from "./mail-server.ts";
import type { OidcProfile, OidcProvider } from "./oidc-provider.ts";

export type ControlServer = { url: string; stop(): Promise<void> };

function sendJson(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

async function readJson(request: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? JSON.parse(text) : {};
}

/**
 * How test workers (other processes) reach what lives in global setup:
 *   GET  /messages?to=a@b.c&subject=...  mail received over SMTP, oldest first
 *   GET  /oidc/profile                    the identity provider's current user
 *   POST /oidc/profile {…}                change that user for the next sign-ins
 */
export async function startControlServer(options: {
  port: number;
  mail: MailServer;
  oidc: OidcProvider;
}): Promise<ControlServer> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://control");
    (async () => {
      if (request.method === "GET" && url.pathname === "/messages") {
        const to = url.searchParams.get("to")?.toLowerCase();
        const subject = url.searchParams.get("subject");
        const messages = options.mail.messages.filter(
          (message) =>
            (!to || message.recipients.includes(to) || message.to.includes(to)) &&
            (!subject || message.subject === subject),
        );
        return sendJson(response, 200, messages);
      }
      if (url.pathname === "/oidc/profile") {
        if (request.method === "GET") return sendJson(response, 200, options.oidc.profile);
        if (request.method === "POST") {
          const body = (await readJson(request)) as Partial<OidcProfile>;
          return sendJson(response, 200, options.oidc.setProfile(body));
        }
      }
      sendJson(response, 404, { error: "not found" });
    })().catch((error: unknown) => sendJson(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", () => resolve());
  });
  return {
    url: `http://127.0.0.1:${options.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
