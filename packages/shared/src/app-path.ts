/**
 * A path of this site ("/admin/reports", "/internships?q=x#top"), never a way to another one. Browsers read a
 * backslash as a slash and drop tabs and line breaks anywhere in an address, so "/\evil.example" and
 * "/<tab>/evil.example" both become "//evil.example", another site. So: one slash first, no second one right
 * after it, and only characters a URL's path, query and fragment hold as they are (no backslash, space,
 * control character, quote or anything outside ASCII).
 */
export function isAppPath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !notInAppPath.test(value);
}

/**
 * A character no app path holds. The database's check on notifications.link_path (migration 0021) uses this
 * very text as its regular expression, so it holds no backslash, quote or dollar sign, nor a semicolon
 * (drizzle-kit cuts a check's text at one); paths of the app need none of them.
 */
export const NOT_IN_APP_PATH = "[^A-Za-z0-9._~!&()*+,=:@%/?#-]";

const notInAppPath = new RegExp(NOT_IN_APP_PATH);
