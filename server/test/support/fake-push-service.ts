import { execFileSync } from "node:child_process";
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, createServer, type Server } from "node:https";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A local Web Push service: what Mozilla's autopush or Google's FCM are to a browser, on
 * https://127.0.0.1 with a self-signed certificate made by the `openssl` CLI. It speaks RFC 8030
 * (POST to the subscription's endpoint, TTL and Urgency headers, 201 Created), checks the VAPID
 * `Authorization: vapid t=…, k=…` header (RFC 8292: ES256 signature, audience, expiry, subject, and
 * the key the subscription was made with), and — unlike a real one — decrypts the RFC 8291
 * aes128gcm payload with the subscriber's private key, so tests assert what a browser would show.
 * The decryption is written here with node:crypto, not with the library the app encrypts with.
 */
export interface FakeSubscriber {
  endpoint: string;
  /** as PushSubscription.toJSON() gives them: base64url */
  keys: { p256dh: string; auth: string };
  /** the applicationServerKey this subscription belongs to (checked against VAPID's k), if known */
  applicationServerKey: string | null;
}

export interface ReceivedPush {
  endpoint: string;
  ttl: number;
  urgency: string | null;
  /** the VAPID JWT's claims and the k it was signed with */
  vapid: { aud: string; exp: number; sub: string; k: string };
  /** the decrypted payload */
  text: string;
}

export interface RejectedPush {
  endpoint: string;
  status: number;
  reason: string;
}

export interface FakePushService {
  origin: string;
  /** the certificate, PEM file: NODE_EXTRA_CA_CERTS for a server process */
  caFile: string;
  /** an https agent that trusts it, for in-process senders */
  agent: Agent;
  /** a new subscription, as a browser would get from its push service */
  subscribe(options?: { applicationServerKey?: string }): FakeSubscriber;
  /** takes a subscription whose keys were made elsewhere (a browser's, in e2e) */
  bindKey(endpoint: string, applicationServerKey: string): void;
  /** from now on answer this endpoint with `status` (404, 410, 500…) instead of delivering */
  answerWith(endpoint: string, status: number): void;
  received: ReceivedPush[];
  rejected: RejectedPush[];
  /** waits until `count` pushes arrived at `endpoint` (or at all) */
  waitFor(count: number, endpoint?: string, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

interface Subscription {
  ecdh: ECDH;
  publicKey: Buffer;
  authSecret: Buffer;
  applicationServerKey: string | null;
  forcedStatus: number | null;
}

const b64u = (buffer: Buffer) => buffer.toString("base64url");

/** RFC 8291 §3.4 / RFC 8188: one aes128gcm record, decrypted for the user agent. */
export function decryptAes128gcm(
  body: Buffer,
  receiver: { ecdh: ECDH; publicKey: Buffer; authSecret: Buffer },
): string {
  if (body.length < 21) throw new Error("body shorter than the aes128gcm header");
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error("keyid is not the sender's P-256 public key");
  if (record.length > recordSize) throw new Error("more than one record");
  const ecdhSecret = receiver.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiver.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, receiver.authSecret, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16),
  );
  const nonce = Buffer.from(
    hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12),
  );
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("last record delimiter missing");
  return padded.subarray(0, end).toString("utf8");
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`; returns the claims or why they are refused. */
function checkVapid(
  header: string | undefined,
  origin: string,
): { ok: true; claims: ReceivedPush["vapid"] } | { ok: false; status: number; reason: string } {
  const match = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) return { ok: false, status: 401, reason: "no vapid authorization" };
  const [, token = "", k = ""] = match;
  const [head = "", payload = "", signature = ""] = token.split(".");
  const key = Buffer.from(k, "base64url");
  if (key.length !== 65 || key[0] !== 4) return { ok: false, status: 401, reason: "bad k" };
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: b64u(key.subarray(1, 33)),
      y: b64u(key.subarray(33, 65)),
    },
    format: "jwk",
  });
  const isSigned = verify(
    "sha256",
    Buffer.from(`${head}.${payload}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!isSigned) return { ok: false, status: 401, reason: "bad signature" };
  const jwtHeader = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg?: string };
  if (jwtHeader.alg !== "ES256") return { ok: false, status: 401, reason: "alg is not ES256" };
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  const nowS = Date.now() / 1000;
  if (claims.aud !== origin) return { ok: false, status: 401, reason: "wrong audience" };
  if (typeof claims.exp !== "number" || claims.exp < nowS || claims.exp > nowS + 24 * 3600)
    return { ok: false, status: 401, reason: "expiry not within 24 hours" };
  if (!/^(mailto:|https:)/.test(claims.sub ?? ""))
    return { ok: false, status: 401, reason: "subject is not mailto: or https:" };
  return { ok: true, claims: { aud: claims.aud, exp: claims.exp, sub: claims.sub ?? "", k } };
}

function makeCertificate(dir: string) {
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      keyFile,
      "-out",
      certFile,
      "-days",
      "2",
      "-subj",
      "/CN=Firstly test push service",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(keyFile), cert: readFileSync(certFile), certFile };
}

export async function startFakePushService(): Promise<FakePushService> {
  const dir = mkdtempSync(path.join(tmpdir(), "fake-push-"));
  const { key, cert, certFile } = makeCertificate(dir);
  const subscriptions = new Map<string, Subscription>();
  const received: ReceivedPush[] = [];
  const rejected: RejectedPush[] = [];
  const waiters = new Set<() => void>();
  let origin = "";

  function endpointOf(req: IncomingMessage) {
    return `${origin}${req.url ?? ""}`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const endpoint = endpointOf(req);
    const refuse = (status: number, reason: string) => {
      rejected.push({ endpoint, status, reason });
      res.writeHead(status, { "content-type": "text/plain" }).end(reason);
    };
    const subscription = subscriptions.get(endpoint);
    if (req.method !== "POST") return refuse(405, "POST only");
    if (!subscription) return refuse(404, "no such subscription");
    if (subscription.forcedStatus !== null)
      return refuse(subscription.forcedStatus, "told to answer so");
    const ttl = Number(req.headers.ttl);
    if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0)
      return refuse(400, "TTL header missing or invalid");
    const urgency = (req.headers.urgency as string | undefined) ?? null;
    if (urgency !== null && !["very-low", "low", "normal", "high"].includes(urgency))
      return refuse(400, "bad Urgency");
    const vapid = checkVapid(req.headers.authorization, origin);
    if (!vapid.ok) return refuse(vapid.status, vapid.reason);
    if (
      subscription.applicationServerKey !== null &&
      subscription.applicationServerKey !== vapid.claims.k
    )
      return refuse(403, "VAPID key is not the one this subscription was made with");
    if (req.headers["content-encoding"] !== "aes128gcm")
      return refuse(415, "Content-Encoding must be aes128gcm");
    if (body.length > 4096) return refuse(413, "payload too large");
    let text: string;
    try {
      text = decryptAes128gcm(body, subscription);
    } catch (error) {
      return refuse(400, `cannot decrypt: ${(error as Error).message}`);
    }
    received.push({ endpoint, ttl, urgency, vapid: vapid.claims, text });
    for (const wake of waiters) wake();
    res.writeHead(201, { location: `${endpoint}/messages/${b64u(randomBytes(8))}` }).end();
  }

  const server: Server = createServer({ key, cert }, (req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert, keepAlive: false });

  function add(endpoint: string, sub: Omit<Subscription, "forcedStatus">): FakeSubscriber {
    subscriptions.set(endpoint, { ...sub, forcedStatus: null });
    return {
      endpoint,
      keys: { p256dh: b64u(sub.publicKey), auth: b64u(sub.authSecret) },
      applicationServerKey: sub.applicationServerKey,
    };
  }

  return {
    origin,
    caFile: certFile,
    agent,
    received,
    rejected,
    subscribe(options = {}) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      return add(`${origin}/push/${b64u(randomBytes(12))}`, {
        ecdh,
        publicKey: ecdh.getPublicKey(),
        authSecret: randomBytes(16),
        applicationServerKey: options.applicationServerKey ?? null,
      });
    },
    bindKey(endpoint, applicationServerKey) {
      const sub = subscriptions.get(endpoint);
      if (sub) sub.applicationServerKey = applicationServerKey;
    },
    answerWith(endpoint, status) {
      const sub = subscriptions.get(endpoint);
      if (sub) sub.forcedStatus = status;
    },
    async waitFor(count, endpoint, timeoutMs = 15_000) {
      const matching = () => received.filter((r) => !endpoint || r.endpoint === endpoint);
      const deadline = Date.now() + timeoutMs;
      while (matching().length < count) {
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(
            `expected ${count} push(es), got ${matching().length}; refused: ${JSON.stringify(rejected)}`,
          );
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, Math.min(left, 250));
          waiters.add(wake);
        });
      }
      return matching();
    },
    async close() {
      agent.destroy();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
