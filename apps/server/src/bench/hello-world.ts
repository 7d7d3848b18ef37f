// The load benchmark's baseline: the smallest Hono app on @hono/node-server, as its own process.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono().get("/", (c) => c.text("Hello, world!"));
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3000), hostname: "127.0.0.1" });
