/** The dashboard's greeting: a new account is welcomed, a returning one welcomed back. */
export function greeting(isNewAccount: boolean) {
  return isNewAccount ? "Welcome" : "Welcome back";
}
