// A stand-in for github.com and api.github.com, enough for next-auth's GitHub provider: the
// authorize redirect (back with code and state), the code-for-token exchange, /user and
// /user/emails. Point GITHUB_URL and GITHUB_API_URL at it and the real OAuth flow runs offline.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface MockGithubUser {
  id: number;
  login: string;
  name: string | null;
  /** The public e-mail of the profile; null makes the provider ask /user/emails. */
  email: string | null;
  /** What /user/emails lists (the primary verified one is used). */
  emails?: Array<{ email: string; primary: boolean; verified: boolean }>;
  avatarUrl?: string;
}

export interface MockGithub {
  /** For GITHUB_URL. */
  webUrl: string;
  /** For GITHUB_API_URL. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** The user the next authorization signs in as. */
  setUser(user: MockGithubUser): void;
  /** Issues a token for the current user directly, for tests that skip the browser. */
  issueAccessToken(): string;
  /** Requests received, as "METHOD /path", to assert the flow went through the mock. */
  requests: string[];
  close(): Promise<void>;
}

function send(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

/** The client credentials of a token request: HTTP Basic (openid-client's default) or the form body. */
function clientCredentials(request: http.IncomingMessage, form: URLSearchParams): [string, string] {
  const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? "");
  if (basic?.[1]) {
    const [id = "", secret = ""] = Buffer.from(basic[1], "base64").toString().split(":");
    return [decodeURIComponent(id), decodeURIComponent(secret)];
  }
  return [form.get("client_id") ?? "", form.get("client_secret") ?? ""];
}

export async function startMockGithub(initialUser: MockGithubUser): Promise<MockGithub> {
  const clientId = "mock-client-id";
  const clientSecret = "mock-client-secret";
  let user = initialUser;
  const codes = new Map<string, { redirectUri: string; user: MockGithubUser }>();
  const tokens = new Map<string, MockGithubUser>();
  const requests: string[] = [];

  const issueAccessToken = (owner: MockGithubUser) => {
    const token = `gho_${randomBytes(16).toString("hex")}`;
    tokens.set(token, owner);
    return token;
  };

  const tokenOwner = (request: http.IncomingMessage) => {
    const match = /^(?:token|Bearer) (\S+)$/i.exec(request.headers.authorization ?? "");
    return match?.[1] ? tokens.get(match[1]) : undefined;
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://mock.invalid");
    requests.push(`${request.method} ${url.pathname}`);
    void (async () => {
      if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
        const redirectUri = url.searchParams.get("redirect_uri");
        if (url.searchParams.get("client_id") !== clientId || !redirectUri) {
          send(response, 400, { error: "bad authorize request" });
          return;
        }
        const code = randomBytes(8).toString("hex");
        codes.set(code, { redirectUri, user });
        const back = new URL(redirectUri);
        back.searchParams.set("code", code);
        const state = url.searchParams.get("state");
        if (state) back.searchParams.set("state", state);
        response.writeHead(302, { location: back.toString() });
        response.end();
        return;
      }
      if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
        const form = new URLSearchParams(await readBody(request));
        const [id, secret] = clientCredentials(request, form);
        const grant = codes.get(form.get("code") ?? "");
        if (id !== clientId || secret !== clientSecret || !grant || grant.redirectUri !== form.get("redirect_uri")) {
          send(response, 200, { error: "bad_verification_code" });
          return;
        }
        codes.delete(form.get("code") ?? "");
        send(response, 200, {
          access_token: issueAccessToken(grant.user),
          token_type: "bearer",
          scope: "read:user,user:email",
        });
        return;
      }
      const owner = tokenOwner(request);
      if (request.method === "GET" && (url.pathname === "/api/user" || url.pathname === "/api/user/emails")) {
        if (!owner) {
          send(response, 401, { message: "Bad credentials" });
          return;
        }
        if (url.pathname === "/api/user/emails") {
          send(
            response,
            200,
            owner.emails ?? (owner.email ? [{ email: owner.email, primary: true, verified: true }] : []),
          );
          return;
        }
        send(response, 200, {
          id: owner.id,
          login: owner.login,
          name: owner.name,
          email: owner.email,
          avatar_url: owner.avatarUrl ?? `https://avatars.example/u/${owner.id}`,
        });
        return;
      }
      send(response, 404, { message: "Not Found" });
    })().catch((error: unknown) => send(response, 500, { message: String(error) }));
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const webUrl = `http://127.0.0.1:${port}`;
  return {
    webUrl,
    apiUrl: `${webUrl}/api`,
    clientId,
    clientSecret,
    setUser: (next) => {
      user = next;
    },
    issueAccessToken: () => issueAccessToken(user),
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
