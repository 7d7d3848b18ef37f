import { randomBytes, timingSafeEqual } from "node:crypto";
import {
  chmodSync,
  closeSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from "node:fs";
import { createServer, type IncomingMessage, request, type ServerResponse } from "node:http";
import path from "node:path";
import { emailField } from "@internpath/shared/auth-schemas";
import { NAME_MAX_LENGTH } from "@internpath/shared/limits";
import { singleLineText } from "@internpath/shared/text";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Auth } from "../auth/auth.ts";
import { acceptableNewPassword } from "../auth/password-policy.ts";
import type { Database } from "../db/client.ts";
import { profiles } from "../db/schema/auth.ts";
import { createVerifiedAccount } from "../features/account/create-account.ts";
import type { Logger } from "../lib/logger.ts";
import { PRIVATE_FILE_MODE } from "../lib/private-files.ts";

/**
 * `npm run create-admin` while a server holds DATA_DIR (decision 013). The embedded database can have
 * one process only, so the server that holds it makes the admin on the CLI's behalf, through a Unix
 * socket inside DATA_DIR: nothing listens on the network, and only who may read and write DATA_DIR can
 * connect (the socket and its token file are the server user's alone, mode 0600). Each request also
 * carries the token the server wrote in DATA_DIR, compared in constant time and replaced after every
 * request it authorises, so a token seen once is no use again.
 */

export const ADMIN_SOCKET_FILE = "admin.sock";
export const ADMIN_TOKEN_FILE = "admin-channel.token";
/** Linux allows 107 bytes for a socket's path; longer DATA_DIRs cannot have a channel. */
const SOCKET_PATH_MAX = 100;
const BODY_LIMIT_BYTES = 16 * 1024;

export function adminChannelPaths(dataDir: string) {
  return { socket: path.join(dataDir, ADMIN_SOCKET_FILE), token: path.join(dataDir, ADMIN_TOKEN_FILE) };
}

/** What the CLI accepts, and what the server checks again when the request comes through the socket. */
export const createAdminArgsSchema = z.object({
  email: emailField,
  password: acceptableNewPassword,
  name: singleLineText("Name", NAME_MAX_LENGTH).trim().min(1, { error: "--name is required" }),
});
export type CreateAdminArgs = z.output<typeof createAdminArgsSchema>;

export type CreateAdminResult = { status: "created" | "exists"; email: string };

/** The one way an admin is made from the command line, directly or through the channel. */
export async function createAdminAccount(
  db: Database,
  auth: Auth,
  args: CreateAdminArgs,
): Promise<CreateAdminResult> {
  const email = args.email.toLowerCase();
  const [existing] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  if (existing) return { status: "exists", email };
  await createVerifiedAccount(db, auth, {
    email,
    password: args.password,
    fullName: args.name,
    role: "admin",
  });
  return { status: "created", email };
}

export function existsMessage(email: string) {
  return `An account with the email ${email} already exists.`;
}
export function createdMessage(email: string) {
  return `Admin ${email} created. They can sign in now.`;
}

/** Writes a fresh token readable by this user only; a rename, so a reader never sees half of one. */
function writeToken(file: string): Buffer {
  const token = randomBytes(32).toString("hex");
  const temporary = `${file}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  const fd = openSync(temporary, "wx", PRIVATE_FILE_MODE);
  try {
    writeSync(fd, token);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
  return Buffer.from(token);
}

function readBody(incoming: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) {
        resolve(null);
        incoming.destroy();
      } else chunks.push(chunk);
    });
    incoming.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    incoming.on("error", reject);
  });
}

function answer(response: ServerResponse, status: number, message: string) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify({ message }));
}

export type AdminChannel = { close(): Promise<void> };

/**
 * Listens on DATA_DIR/admin.sock for the CLI. Returns null (and says why in the log) where a channel
 * cannot be had: Windows, or a DATA_DIR path too long for a socket.
 */
export async function startAdminChannel(options: {
  dataDir: string;
  db: Database;
  auth: Auth;
  logger: Logger;
}): Promise<AdminChannel | null> {
  const { dataDir, db, auth, logger } = options;
  const files = adminChannelPaths(path.resolve(dataDir));
  if (process.platform === "win32" || Buffer.byteLength(files.socket) > SOCKET_PATH_MAX) {
    logger.warn(
      "npm run create-admin cannot reach this server while it runs (no Unix socket for this DATA_DIR); stop the server to run it",
    );
    return null;
  }
  // This process holds the DATA_DIR lock, so these are left by a server that is gone.
  rmSync(files.socket, { force: true });
  let token = writeToken(files.token);

  const server = createServer(async (incoming, response) => {
    try {
      if (incoming.method !== "POST" || incoming.url !== "/admins") return answer(response, 404, "Not found");
      const given = Buffer.from(/^Bearer (\S+)$/.exec(incoming.headers.authorization ?? "")?.[1] ?? "");
      if (given.length !== token.length || !timingSafeEqual(given, token)) {
        logger.warn("create-admin: a request with a wrong token was refused");
        return answer(response, 401, "The request was not signed with this server's token");
      }
      token = writeToken(files.token);
      const body = await readBody(incoming);
      let input: unknown = null;
      try {
        input = body === null ? null : JSON.parse(body);
      } catch {
        input = null;
      }
      const parsed = createAdminArgsSchema.safeParse(input);
      if (!parsed.success) {
        return answer(response, 400, parsed.error.issues.map((issue) => issue.message).join("; "));
      }
      const result = await createAdminAccount(db, auth, parsed.data);
      if (result.status === "exists") return answer(response, 409, existsMessage(result.email));
      logger.info(
        { email: result.email },
        "create-admin: an administrator was created through the running server",
      );
      return answer(response, 201, createdMessage(result.email));
    } catch (error) {
      logger.error({ err: error }, "create-admin: the request failed");
      return answer(response, 500, "The server could not create the admin; see its log");
    }
  });

  // listen() binds the socket synchronously: under this mask it is born 0600, never open to others
  // for a moment. The mask is the process's, so it is put back at once.
  const listening = new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.once("listening", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const previousMask = process.umask(0o177);
  try {
    server.listen(files.socket);
  } finally {
    process.umask(previousMask);
  }
  try {
    await listening;
  } catch (error) {
    rmSync(files.token, { force: true });
    logger.warn({ err: error }, "npm run create-admin cannot reach this server while it runs");
    return null;
  }
  chmodSync(files.socket, PRIVATE_FILE_MODE);

  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(files.socket, { force: true });
      rmSync(files.token, { force: true });
    },
  };
}

/** What the server answered, or why the channel could not be used. */
export type ChannelAnswer =
  | { reached: true; status: number; message: string }
  | { reached: false; reason: string };

/** The CLI's side: hands the request to the server holding DATA_DIR. */
export async function requestAdminThroughChannel(
  dataDir: string,
  args: CreateAdminArgs,
): Promise<ChannelAnswer> {
  const files = adminChannelPaths(path.resolve(dataDir));
  let token: string;
  try {
    token = readFileSync(files.token, "utf8").trim();
    if (!statSync(files.socket).isSocket())
      return { reached: false, reason: `${files.socket} is not a socket` };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      reached: false,
      reason:
        code === "EACCES"
          ? "you may not read its DATA_DIR (run this as the user the server runs as)"
          : "it does not accept admin requests (it may be an older version, or its DATA_DIR path is too long)",
    };
  }
  const body = JSON.stringify({ email: args.email, password: args.password, name: args.name });
  return new Promise((resolve) => {
    const outgoing = request(
      {
        socketPath: files.socket,
        path: "/admins",
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
        timeout: 30_000,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => {
          let message = text;
          try {
            message = (JSON.parse(text) as { message: string }).message;
          } catch {
            // Not our server's JSON; show it as it came.
          }
          resolve({ reached: true, status: response.statusCode ?? 0, message });
        });
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("no answer within 30 seconds")));
    outgoing.on("error", (error) => resolve({ reached: false, reason: error.message }));
    outgoing.end(body);
  });
}
