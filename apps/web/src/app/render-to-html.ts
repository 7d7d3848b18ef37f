import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";

/** The HTML of `element` once everything in it has loaded (Node only: the build and the server use it). */
export async function renderToHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    onError: (error) => {
      throw error;
    },
  });
  let html = "";
  for await (const chunk of prelude) html += chunk;
  return html;
}
