import {
  createHash,
  createSign,
  generateKeyPairSync,
  randomBytes,
  timingSafeEqual,
  type JsonWebKey,
} from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

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
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
  nonce: string | null;
  scope: string;
  user: FakeOidcUser;
  expiresAt: number;
  used: boolean;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString("base64url");

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    "content-type": "application/json",
    "cache-control": "no-store",
    ...headers,
  });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A local OpenID Connect provider standing in for Google (authorization code flow with PKCE S256,
 * RS256 ID tokens, discovery, JWKS, userinfo) on 127.0.0.1 and a random port. `/authorize` signs
 * in the configured user at once and 302s back to redirect_uri with code and state, as Google does
 * for a user who already consented. Signing uses node:crypto only, so the fake has no dependencies.
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
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const kid = randomBytes(8).toString("hex");
  const jwk: JsonWebKey = { ...publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" };
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, FakeOidcUser>();
  const log: FakeOidcLog = { authorize: [], token: [], userinfo: 0, jwks: 0 };
  let issuer = "";

  function signJwt(payload: Record<string, unknown>): string {
    const header = b64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid }));
    const body = b64url(JSON.stringify(payload));
    const signature = createSign("RSA-SHA256").update(`${header}.${body}`).sign(privateKey);
    return `${header}.${body}.${b64url(signature)}`;
  }

  function discovery() {
    return {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ["code"],
      subject_types_supported: ["public"],
      id_token_signing_alg_values_supported: ["RS256"],
      scopes_supported: ["openid", "email", "profile"],
      token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
      claims_supported: [
        "sub",
        "email",
        "email_verified",
        "name",
        "iss",
        "aud",
        "iat",
        "exp",
        "nonce",
      ],
      code_challenge_methods_supported: ["S256"],
      grant_types_supported: ["authorization_code"],
    };
  }

  function authorize(url: URL, res: ServerResponse) {
    const q = url.searchParams;
    log.authorize.push(new URLSearchParams(q));
    const redirectUri = q.get("redirect_uri");
    if (!redirectUri || q.get("client_id") !== clientId) {
      // like Google: a bad client or redirect is shown to the user, never redirected
      return sendJson(res, 400, {
        error: "invalid_request",
        error_description: "unknown client_id or missing redirect_uri",
      });
    }
    const back = new URL(redirectUri);
    const state = q.get("state");
    if (state !== null) back.searchParams.set("state", state);
    const challenge = q.get("code_challenge");
    const method = q.get("code_challenge_method");
    const scopes = (q.get("scope") ?? "").split(/\s+/);
    let error: string | null = null;
    if (q.get("response_type") !== "code") error = "unsupported_response_type";
    else if (!scopes.includes("openid")) error = "invalid_scope";
    else if (challenge !== null && method !== "S256") error = "invalid_request";
    if (error) {
      back.searchParams.set("error", error);
    } else {
      const code = randomBytes(24).toString("base64url");
      codes.set(code, {
        clientId,
        redirectUri,
        codeChallenge: challenge,
        codeChallengeMethod: method,
        nonce: q.get("nonce"),
        scope: scopes.join(" "),
        user,
        expiresAt: Date.now() + 60_000,
        used: false,
      });
      back.searchParams.set("code", code);
    }
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    const params = new URLSearchParams(await readBody(req));
    let clientAuth: "post" | "basic" | "none" = "none";
    let id = params.get("client_id");
    let secret = params.get("client_secret");
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? "");
    if (basic?.[1]) {
      const [u, p] = Buffer.from(basic[1], "base64").toString("utf8").split(":");
      id = decodeURIComponent(u ?? "");
      secret = decodeURIComponent(p ?? "");
      clientAuth = "basic";
    } else if (secret !== null) {
      clientAuth = "post";
    }
    const fail = (status: number, error: string, description: string) => {
      log.token.push({ params, clientAuth, status });
      sendJson(res, status, { error, error_description: description });
    };
    if (id !== clientId || secret === null || !safeEqual(secret, clientSecret)) {
      return fail(401, "invalid_client", "client authentication failed");
    }
    if (params.get("grant_type") !== "authorization_code")
      return fail(400, "unsupported_grant_type", "only authorization_code");
    const code = codes.get(params.get("code") ?? "");
    if (!code || code.used || code.expiresAt < Date.now())
      return fail(400, "invalid_grant", "unknown, used or expired code");
    code.used = true;
    if (params.get("redirect_uri") !== code.redirectUri)
      return fail(400, "invalid_grant", "redirect_uri mismatch");
    if (code.codeChallenge !== null) {
      const verifier = params.get("code_verifier");
      if (!verifier) return fail(400, "invalid_grant", "missing code_verifier");
      const expected = createHash("sha256").update(verifier).digest("base64url");
      if (!safeEqual(expected, code.codeChallenge))
        return fail(400, "invalid_grant", "PKCE verification failed");
    }
    const now = Math.floor(Date.now() / 1000);
    const accessToken = randomBytes(24).toString("base64url");
    accessTokens.set(accessToken, code.user);
    const idToken = signJwt({
      iss: issuer,
      aud: clientId,
      azp: clientId,
      sub: code.user.sub,
      email: code.user.email,
      email_verified: code.user.email_verified ?? true,
      name: code.user.name,
      iat: now,
      exp: now + 3600,
      ...(code.nonce ? { nonce: code.nonce } : {}),
    });
    log.token.push({ params, clientAuth, status: 200 });
    sendJson(res, 200, {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: 3599,
      scope: code.scope,
      id_token: idToken,
    });
  }

  function userinfo(req: IncomingMessage, res: ServerResponse) {
    log.userinfo++;
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1];
    const who = bearer ? accessTokens.get(bearer) : undefined;
    if (!who)
      return sendJson(
        res,
        401,
        { error: "invalid_token" },
        { "www-authenticate": 'Bearer error="invalid_token"' },
      );
    sendJson(res, 200, {
      sub: who.sub,
      email: who.email,
      email_verified: who.email_verified ?? true,
      name: who.name,
    });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", issuer);
    const route = `${req.method} ${url.pathname}`;
    const handle = async () => {
      switch (route) {
        case "GET /.well-known/openid-configuration":
          return sendJson(res, 200, discovery());
        case "GET /authorize":
          return authorize(url, res);
        case "POST /token":
          return token(req, res);
        case "GET /userinfo":
        case "POST /userinfo":
          return userinfo(req, res);
        case "GET /jwks":
          log.jwks++;
          return sendJson(res, 200, { keys: [jwk] });
        default:
          return sendJson(res, 404, { error: "not_found" });
      }
    };
    handle().catch((error: unknown) => {
      if (!res.headersSent)
        sendJson(res, 500, { error: "server_error", error_description: String(error) });
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

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
