/** The query parameter naming where to go back to after signing in. */
export const REDIRECT_PARAM = "redirectTo";

/**
 * A path of this app to return to after signing in, or undefined. Only a path on this site: never
 * another host (`//evil.example`, `/\evil.example`, `https://...`), never back to the sign-in screens,
 * nothing with control characters, nothing absurdly long.
 */
export function safeRedirectPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 2048) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (!value.startsWith("/") || /^\/[/\\]/.test(value) || /[\u0000-\u001f\u007f\\]/.test(value)) {
    return undefined;
  }
  const url = new URL(value, "https://internpath.invalid");
  if (url.origin !== "https://internpath.invalid" || url.pathname.startsWith("/auth")) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The current page as a value for REDIRECT_PARAM. */
export function currentPath(location: { pathname: string; search: string; hash?: string }): string {
  return `${location.pathname}${location.search}${location.hash ?? ""}`;
}
