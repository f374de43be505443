// What the portal takes from GitHub: the account's id, login, name, avatar and primary
// e-mail address, read from GITHUB_API_URL (api.github.com, or a GitHub Enterprise server).
import "server-only";
import { z } from "zod";

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value || undefined);

const ZGithubUser = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  login: z.string().min(1),
  name: optionalText,
  email: optionalText,
  avatar_url: optionalText,
});

const ZGithubEmails = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }));

export type GithubUser = z.infer<typeof ZGithubUser>;

/** The profile next-auth stores on the User it creates for a GitHub account. */
export interface GithubUserFields {
  id: string;
  name: string;
  email: string | null;
  image: string | null;
  githubLogin: string;
}

/** next-auth hands profile() what fetchGithubUser returned, typed loosely: parse it again. */
export function toUserFields(raw: unknown): GithubUserFields {
  const profile = ZGithubUser.parse(raw);
  return {
    id: profile.id,
    name: profile.name ?? profile.login,
    email: profile.email?.toLowerCase() ?? null,
    image: profile.avatar_url ?? null,
    githubLogin: profile.login,
  };
}

async function getJson(url: string, accessToken: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/vnd.github+json" },
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${new URL(url).pathname}`);
  return response.json();
}

/**
 * The signed-in GitHub user. A user who keeps their address private has no `email` in the
 * profile; their primary verified address then comes from /user/emails (scope user:email).
 */
export async function fetchGithubUser({
  apiUrl,
  accessToken,
}: {
  apiUrl: string;
  accessToken: string;
}): Promise<GithubUser> {
  const user = ZGithubUser.parse(await getJson(`${apiUrl}/user`, accessToken));
  if (user.email) return user;
  const emails = ZGithubEmails.safeParse(await getJson(`${apiUrl}/user/emails`, accessToken).catch(() => null));
  const primary = emails.success ? emails.data.find((entry) => entry.primary && entry.verified) : undefined;
  return { ...user, email: primary?.email };
}

/** The fields profile() produced, as next-auth passes them on to the signIn event. */
export const ZGithubUserFields = z.object({
  name: z.string(),
  image: z.string().nullable(),
  githubLogin: z.string().min(1),
});
