import { type MutableResponse, type MutableToken, OAuth2Server } from "oauth2-mock-server";

/** The user the test identity provider signs in; tests may replace it through the control server. */
export type OidcProfile = {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  given_name: string;
  family_name: string;
  picture: string;
};

export type OidcProvider = {
  issuer: string;
  clientId: string;
  profile: OidcProfile;
  setProfile(profile: Partial<OidcProfile>): OidcProfile;
  stop(): Promise<void>;
};

export function defaultOidcProfile(runId: string): OidcProfile {
  return {
    sub: `sso-student-${runId}`,
    email: `ada.sso.${runId}@university.example`,
    email_verified: true,
    name: "Ada Lovelace",
    given_name: "Ada",
    family_name: "Lovelace",
    picture: "https://university.example/photos/ada.png",
  };
}

export async function startOidcProvider(options: {
  port: number;
  clientId: string;
  profile: OidcProfile;
}): Promise<OidcProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  let profile = options.profile;

  // Better Auth reads the profile from the ID token (whose audience is the client);
  // the access token and /userinfo carry the same subject so the two always agree.
  server.service.on("beforeTokenSigning", (token: MutableToken) => {
    token.payload.sub = profile.sub;
    if (token.payload.aud === options.clientId) Object.assign(token.payload, profile);
  });
  server.service.on("beforeUserinfo", (response: MutableResponse) => {
    response.body = { ...profile };
    response.statusCode = 200;
  });

  await server.start(options.port, "127.0.0.1");
  const issuer = server.issuer.url;
  if (!issuer) throw new Error("oauth2-mock-server did not report its issuer URL");
  return {
    issuer,
    clientId: options.clientId,
    get profile() {
      return profile;
    },
    setProfile(next) {
      profile = { ...profile, ...next };
      return profile;
    },
    stop: () => server.stop(),
  };
}
