function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/**
 * docs/product.md, "Accounts and sign-in": a profile made by a social sign-in takes its name from the provider's
 * full name, then name, then given plus family name, else empty; its avatar
 * from avatar or picture, else empty.
 */
export function profileFromProvider(profile: Record<string, unknown>): {
  name: string;
  image: string | undefined;
} {
  const givenAndFamily = [text(profile.given_name), text(profile.family_name)].filter(Boolean).join(" ");
  const name =
    text(profile.full_name) ??
    text(profile.name) ??
    (givenAndFamily || undefined) ??
    text(profile.login) ??
    "";
  const image = text(profile.avatar_url) ?? text(profile.avatar) ?? text(profile.picture);
  return { name: name.slice(0, 120), image };
}
