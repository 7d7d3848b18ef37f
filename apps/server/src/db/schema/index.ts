export * from "./analytics.ts";
export * from "./auth.ts";
export * from "./mail.ts";
export * from "./marketplace.ts";
