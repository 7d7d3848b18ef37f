// What global setup hands to the test workers. Workers are started after global setup
// and inherit its process.env, so plain environment variables are enough.

export const E2E_ENV = {
  appUrl: "E2E_APP_URL",
  controlUrl: "E2E_CONTROL_URL",
  oidcIssuer: "E2E_OIDC_ISSUER",
  oidcName: "E2E_OIDC_NAME",
  /** The running server's DATA_DIR, for `npm run create-admin` against it. */
  dataDir: "E2E_DATA_DIR",
} as const;

export type E2EEnv = { [K in keyof typeof E2E_ENV]: string };

export function readE2EEnv(): E2EEnv {
  const values = Object.fromEntries(
    Object.entries(E2E_ENV).map(([key, variable]) => [key, process.env[variable] ?? ""]),
  ) as E2EEnv;
  const missing = Object.entries(E2E_ENV)
    .filter(([key]) => !values[key as keyof E2EEnv])
    .map(([, variable]) => variable);
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(", ")} not set: run the suite through playwright.config.ts (global setup)`,
    );
  }
  return values;
}
