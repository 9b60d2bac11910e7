import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import {
  OAuth2Issuer,
  OAuth2Service,
  type MutableRedirectUri,
  type MutableResponse,
  type MutableToken,
} from "oauth2-mock-server";

/** The person who "signs in at Google". */
export interface FakeOidcUser {
  sub: string;
  email: string;
  name: string;
  email_verified?: boolean;
}

export interface FakeOidcOptions {
  clientId?: string;
  clientSecret?: string;
  user?: FakeOidcUser;
}

/** What the fake saw, so a test can assert the protocol was spoken properly. */
export interface FakeOidcLog {
  authorize: URLSearchParams[];
  token: { params: URLSearchParams; clientAuth: "post" | "basic" | "none"; status: number }[];
  userinfo: number;
  jwks: number;
}

export interface FakeOidc {
  /** issuer, e.g. http://127.0.0.1:54321 */
  issuer: string;
  /** value for GOOGLE_DISCOVERY_URL */
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  log: FakeOidcLog;
  /** the user the next /authorize call signs in */
  setUser(user: FakeOidcUser): void;
  close(): Promise<void>;
}

interface IssuedCode {
  user: FakeOidcUser;
  redirectUri: string;
  codeChallenge: string | null;
  used: boolean;
}

type TokenRequest = IncomingMessage & { body: Record<string, string | undefined> };

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** PKCE S256: the verifier's SHA-256 is the challenge sent to /authorize. */
function verifies(verifier: string | undefined, challenge: string): boolean {
  if (!verifier) return false;
  return safeEqual(createHash("sha256").update(verifier).digest("base64url"), challenge);
}

/** Who the token request says it is, and how it said it. */
function clientOf(req: Pick<TokenRequest, "headers" | "body">) {
  const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? "");
  if (basic?.[1]) {
    const [id, secret] = Buffer.from(basic[1], "base64").toString("utf8").split(":");
    return {
      id: decodeURIComponent(id ?? ""),
      secret: decodeURIComponent(secret ?? ""),
      auth: "basic" as const,
    };
  }
  const secret = req.body.client_secret ?? null;
  return {
    id: req.body.client_id ?? null,
    secret,
    auth: secret === null ? "none" : "post",
  } as const;
}

/**
 * A local OpenID Connect provider standing in for Google on 127.0.0.1 and a random port:
 * oauth2-mock-server speaks the protocol (discovery, authorization code with PKCE S256, RS256 ID
 * tokens, JWKS, userinfo); this file adds what Google also does and the tests check — a code
 * names the person configured when it was issued and is good once, for its redirect_uri, with its
 * PKCE verifier and the client's secret — and records what it saw. `/authorize` signs the person in at once and 302s back, as
 * Google does for someone who already consented.
 */
export async function startFakeOidc(options: FakeOidcOptions = {}): Promise<FakeOidc> {
  const clientId = options.clientId ?? "firstly-test-client.apps.googleusercontent.com";
  const clientSecret = options.clientSecret ?? "firstly-test-secret";
  let user: FakeOidcUser = options.user ?? {
    sub: "1234567890",
    email: "grace@example.com",
    name: "Grace Hopper",
    email_verified: true,
  };
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, FakeOidcUser>();
  const log: FakeOidcLog = { authorize: [], token: [], userinfo: 0, jwks: 0 };

  const oauth = new OAuth2Issuer();
  await oauth.keys.generate("RS256");
  const service = new OAuth2Service(oauth);

  service.on("beforeAuthorizeRedirect", ({ url }: MutableRedirectUri, req: IncomingMessage) => {
    const q = new URL(req.url ?? "/", "http://fake").searchParams;
    log.authorize.push(q);
    const code = url.searchParams.get("code");
    if (!code) return;
    if (
      q.get("client_id") !== clientId ||
      !(q.get("scope") ?? "").split(/\s+/).includes("openid")
    ) {
      url.searchParams.delete("code");
      url.searchParams.set(
        "error",
        q.get("client_id") === clientId ? "invalid_scope" : "invalid_client",
      );
      return;
    }
    codes.set(code, {
      user,
      redirectUri: q.get("redirect_uri") ?? "",
      codeChallenge: q.get("code_challenge"),
      used: false,
    });
  });

  // the person behind the code goes into both the access token and the ID token
  service.on("beforeTokenSigning", (token: MutableToken, req: TokenRequest) => {
    const who = codes.get(req.body.code ?? "")?.user;
    if (!who) return;
    Object.assign(token.payload, {
      sub: who.sub,
      email: who.email,
      email_verified: who.email_verified ?? true,
      name: who.name,
      azp: clientId,
    });
  });

  // what Google refuses and the library lets through; the library's own refusals (a PKCE
  // verifier for a code it no longer knows) never reach this
  service.on("beforeResponse", (response: MutableResponse, req: TokenRequest) => {
    const client = clientOf(req);
    const code = codes.get(req.body.code ?? "");
    const refuse = (statusCode: number, error: string) => {
      response.statusCode = statusCode;
      response.body = { error };
    };
    if (client.id !== clientId || client.secret === null || !safeEqual(client.secret, clientSecret))
      refuse(401, "invalid_client");
    else if (req.body.grant_type !== "authorization_code") refuse(400, "unsupported_grant_type");
    else if (!code || code.used) refuse(400, "invalid_grant");
    else if (req.body.redirect_uri !== code.redirectUri) refuse(400, "invalid_grant");
    else if (code.codeChallenge !== null && !verifies(req.body.code_verifier, code.codeChallenge))
      refuse(400, "invalid_grant");
    if (code) code.used = true;
    if (response.statusCode === 200 && code)
      accessTokens.set(
        String((response.body as { access_token?: unknown }).access_token),
        code.user,
      );
  });

  service.on("beforeUserinfo", (response: MutableResponse, req: IncomingMessage) => {
    log.userinfo++;
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1];
    const who = bearer ? accessTokens.get(bearer) : undefined;
    response.statusCode = who ? 200 : 401;
    response.body = who
      ? {
          sub: who.sub,
          email: who.email,
          email_verified: who.email_verified ?? true,
          name: who.name,
        }
      : { error: "invalid_token" };
  });

  // every token request is logged as answered, whoever refused it
  const server = createServer((req, res) => {
    if (req.method === "GET" && req.url?.startsWith("/jwks")) log.jwks++;
    if (req.method === "POST" && req.url?.startsWith("/token")) {
      res.on("finish", () => {
        const body = (req as Partial<TokenRequest>).body ?? {};
        log.token.push({
          params: new URLSearchParams(
            Object.entries(body).filter((e): e is [string, string] => typeof e[1] === "string"),
          ),
          clientAuth: clientOf({ headers: req.headers, body }).auth,
          status: res.statusCode,
        });
      });
    }
    service.requestHandler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  oauth.url = issuer;

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    log,
    setUser(next) {
      user = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
