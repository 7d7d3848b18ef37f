import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Env } from "hono";
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

/**
 * The API's OpenAPI 3.1 document (/api/openapi.json), made from the declared routes once, on its first
 * request, and its reference page (/api/docs): plain HTML written on the server, so it reads in any browser
 * without a script or anything fetched from elsewhere.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  description?: string;
  additionalProperties?: Schema | boolean;
  $ref?: string;
  default?: unknown;
};
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema; description?: string };
type Operation = {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: Schema }> }>;
};
type Document = {
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
};

/** The document of every route declared on `app` and the apps it mounted, made once. */
export function openApiDocument<E extends Env>(app: OpenAPIHono<E>) {
  let text: string | undefined;
  let document: Document | undefined;
  const make = () => {
    document ??= app.getOpenAPI31Document({
      openapi: "3.1.0",
      info: {
        title: "InternPath API",
        version: "1",
        description:
          "The HTTP API of InternPath. Sessions are cookies set by /api/auth; writes must come from the site's own pages (a same-origin Origin header). Every failure answers with one error shape.",
      },
    }) as unknown as Document;
    return document;
  };
  return {
    document: make,
    json: () => {
      text ??= JSON.stringify(make());
      return text;
    },
  };
}

const METHOD_ORDER = ["get", "post", "put", "patch", "delete"];

/** The reference page: every route by group, with who may call it, what it takes and what it answers. */
export function renderApiReference(document: Document): string {
  const groups = new Map<string, { method: string; path: string; operation: Operation }[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of METHOD_ORDER) {
      const operation = operations[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? "Other";
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, operation }]);
    }
  }
  const tags = [...groups.keys()].sort();
  const page = html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${document.info.title} reference</title>
    <style>${raw(STYLE)}</style>
  </head>
  <body>
    <header>
      <h1>${document.info.title}</h1>
      <p>Every route of the API, made from the same declarations the server serves. The machine-readable
        document is <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
      <nav aria-label="Groups">
        <ul>${tags.map((tag) => html`<li><a href="#${slug(tag)}">${tag}</a></li>`)}</ul>
      </nav>
    </header>
    <main>
      ${tags.map(
        (tag) => html`<section id="${slug(tag)}" aria-labelledby="${slug(tag)}-title">
          <h2 id="${slug(tag)}-title">${tag}</h2>
          ${(groups.get(tag) ?? []).map(({ method, path, operation }) => renderOperation(method, path, operation))}
        </section>`,
      )}
    </main>
  </body>
</html>`;
  return String(page);
}

function renderOperation(method: string, path: string, operation: Operation) {
  const [status, success] = Object.entries(operation.responses).find(([code]) => code !== "default") ?? [];
  const body = operation.requestBody && Object.entries(operation.requestBody.content)[0];
  const answer = success?.content && Object.entries(success.content)[0];
  return html`<article class="route">
    <h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${path}</code></h3>
    <p>${operation.summary ?? ""}. ${operation.description ?? ""}</p>
    ${
      operation.parameters?.length
        ? html`<h4>Parameters</h4>
          <ul>${operation.parameters.map(
            (parameter) =>
              html`<li><code>${parameter.name}</code> <span class="where">in ${parameter.in}${
                parameter.required ? ", required" : ""
              }</span>: ${typeOf(parameter.schema)}${describe(parameter.schema, parameter.description)}</li>`,
          )}</ul>`
        : ""
    }
    ${body ? html`<h4>Body <span class="where">${body[0]}</span></h4>${renderSchema(body[1].schema)}` : ""}
    <h4>Answer <span class="where">${status ?? ""} ${answer ? answer[0] : "no content"}</span></h4>
    ${answer ? renderSchema(answer[1].schema) : ""}
  </article>`;
}

const MAX_DEPTH = 6;

function renderSchema(
  schema: Schema | undefined,
  depth = 0,
): HtmlEscapedString | Promise<HtmlEscapedString> | string {
  if (!schema) return "";
  const object = objectOf(schema);
  if (object?.properties && depth < MAX_DEPTH) {
    const required = new Set(object.required ?? []);
    return html`<ul class="schema">${Object.entries(object.properties).map(
      ([name, property]) =>
        html`<li><code>${name}</code>${required.has(name) ? "" : html` <span class="where">optional</span>`}: ${typeOf(
          property,
        )}${describe(property)}${renderSchema(property, depth + 1)}</li>`,
    )}</ul>`;
  }
  const items = itemsOf(schema);
  if (items && objectOf(items)?.properties && depth < MAX_DEPTH) return renderSchema(items, depth + 1);
  return "";
}

/** The object a schema describes, through `X | null` and `allOf`. */
function objectOf(schema: Schema): Schema | undefined {
  if (schema.properties) return schema;
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    const object = objectOf(option);
    if (object) return object;
  }
  return undefined;
}

function itemsOf(schema: Schema): Schema | undefined {
  if (schema.items) return schema.items;
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    if (option.items) return option.items;
  }
  return undefined;
}

/** "string", "number or null", "one of pending, reviewing", "list of object". */
function typeOf(schema: Schema | undefined): string {
  if (!schema) return "any";
  if (schema.$ref) return schema.$ref.split("/").at(-1) ?? "object";
  if (schema.enum) return `one of ${schema.enum.map(String).join(", ")}`;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return [...new Set(options.map(typeOf))].join(" or ");
  if (schema.allOf?.length) return typeOf(schema.allOf[0]);
  const types = [schema.type ?? (schema.properties ? "object" : "any")].flat();
  return types.map((type) => (type === "array" ? `list of ${typeOf(schema.items)}` : type)).join(" or ");
}

function describe(schema: Schema | undefined, description = schema?.description) {
  return description ? html` <span class="note">${description}</span>` : "";
}

const slug = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9]+/g, "-");

const STYLE = `
body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#0f172a;background:#f8fafc}
header,main{max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.75rem;margin:.5rem 0}h2{font-size:1.35rem;margin:2rem 0 .5rem}h3{font-size:1rem;margin:0 0 .25rem}
h4{font-size:.85rem;margin:.75rem 0 .25rem;text-transform:uppercase;letter-spacing:.04em;color:#334155}
nav ul{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0}
nav a{display:inline-block;padding:.25rem .6rem;border-radius:999px;background:#e2e8f0;color:#0f172a;text-decoration:none}
a{color:#1d4ed8}.route{background:#fff;border:1px solid #e2e8f0;border-radius:.5rem;padding:1rem;margin:.75rem 0}
code{font:13px ui-monospace,monospace;word-break:break-all}.where{color:#475569;font-size:.85em}.note{color:#475569}
.method{display:inline-block;min-width:4rem;text-align:center;border-radius:.25rem;padding:0 .4rem;font-size:.8rem;color:#fff;background:#334155}
.get{background:#166534}.post{background:#1d4ed8}.put,.patch{background:#92400e}.delete{background:#991b1b}
ul.schema{margin:.25rem 0;padding-left:1.25rem}
`;
