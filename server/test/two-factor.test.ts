import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { twoFactorMessages } from "@firstly/core/contract/account";
import { twoFactor, twoFactorUsedCode, user } from "../src/db/auth-schema";
import { cookieFrom, createTestApp, type TestApp } from "./support/test-app";
import { base32Decode, secretFromUri, totp, unusedCode } from "./support/totp";
import { createTask } from "./support/feature-helpers";

let t: TestApp;
let ipCount = 0;
/** a new client address per call, so better-auth's per-IP limits only apply where a test wants */
const freshIp = () => {
  ipCount += 1;
  return { "x-forwarded-for": `203.0.${Math.floor(ipCount / 250) % 250}.${(ipCount % 250) + 1}` };
};

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: "1000" } });
});
afterAll(() => t.close());

const post = (path: string, body: unknown, cookie = "", headers = freshIp()) =>
  t.request(path, { body, cookie, headers });

const info = async (cookie: string) =>
  (await (await t.request("/api/account", { cookie })).json()) as { twoFactorEnabled: boolean };

const listStatus = async (cookie: string) => (await t.request("/api/tasks", { cookie })).status;

/** Signs up and turns two-factor on with the first code; returns what a person would have. */
async function enrolled(email: string, password = "orchard-ladder-7") {
  const cookie = await t.signUp(email, password);
  const enable = await post("/api/auth/two-factor/enable", { password }, cookie);
  expect(enable.status).toBe(200);
  const started = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  const secret = secretFromUri(started.totpURI);
  const afterEnable = cookieFrom(enable, cookie);
  expect((await info(afterEnable)).twoFactorEnabled).toBe(false); // not until a code confirms it
  const firstCode = totp(secret);
  const confirm = await post("/api/auth/two-factor/verify-totp", { code: firstCode }, afterEnable);
  expect(confirm.status).toBe(200);
  const session = cookieFrom(confirm, afterEnable);
  return {
    email,
    password,
    secret,
    backupCodes: started.backupCodes,
    session,
    uri: started.totpURI,
    /** codes already spent on this account: the server refuses them again */
    used: new Set([firstCode]),
  };
}

/** The password step of a sign-in: returns the challenge cookie (no session yet). */
async function challenge(email: string, password: string, cookie = "") {
  const res = await post("/api/auth/sign-in/email", { email, password }, cookie);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { twoFactorRedirect?: boolean; twoFactorMethods?: string[] };
  expect(body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
  return cookieFrom(res, cookie);
}

describe("the TOTP helper the tests use", () => {
  it("matches RFC 6238's SHA-1 vectors (last 6 digits)", () => {
    const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"; // "12345678901234567890"
    expect(base32Decode(secret).toString("ascii")).toBe("12345678901234567890");
    expect(totp(secret, 59_000)).toBe("287082");
    expect(totp(secret, 1_111_111_109_000)).toBe("081804");
    expect(totp(secret, 20_000_000_000_000)).toBe("353130");
  });
});

describe("two-factor authentication", () => {
  it("enrols with an otpauth URI for Firstly, ten backup codes, and a first code", async () => {
    const me = await enrolled("enrol@example.com");
    expect(me.uri).toMatch(/^otpauth:\/\/totp\/Firstly:enrol%40example\.com\?/);
    expect(new URL(me.uri).searchParams.get("issuer")).toBe("Firstly");
    expect(me.backupCodes).toHaveLength(10);
    expect(new Set(me.backupCodes).size).toBe(10);
    expect((await info(me.session)).twoFactorEnabled).toBe(true);
    // the secret and backup codes are stored encrypted, never as given
    const [row] = await t.deps.db
      .select()
      .from(twoFactor)
      .innerJoin(user, eq(user.id, twoFactor.userId))
      .where(eq(user.email, me.email));
    expect(row?.two_factor.secret).not.toContain(me.secret);
    expect(row?.two_factor.backupCodes).not.toContain(me.backupCodes[0]);
  });

  it("asks for a code after the password, and only the code gives a session", async () => {
    const me = await enrolled("challenge@example.com");
    const pending = await challenge(me.email, me.password);
    expect(await listStatus(pending)).toBe(401);
    const wrong = await post(
      "/api/auth/two-factor/verify-totp",
      { code: "000000" === totp(me.secret) ? "111111" : "000000" },
      pending,
    );
    expect(wrong.status).toBe(401);
    const ok = await post(
      "/api/auth/two-factor/verify-totp",
      { code: totp(me.secret, Date.now(), 1) },
      pending,
    );
    expect(ok.status).toBe(200);
    expect(await listStatus(cookieFrom(ok, pending))).toBe(200);
  });

  it("accepts a code once: replaying it in its window fails, the next code works", async () => {
    const me = await enrolled("replay@example.com");
    const code = totp(me.secret, Date.now(), 1);
    me.used.add(code);
    const first = await challenge(me.email, me.password);
    expect((await post("/api/auth/two-factor/verify-totp", { code }, first)).status).toBe(200);

    const second = await challenge(me.email, me.password);
    const replay = await post("/api/auth/two-factor/verify-totp", { code }, second);
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { message: string }).message).toBe(
      twoFactorMessages.codeAlreadyUsed,
    );
    expect(await listStatus(cookieFrom(replay, second))).toBe(401);
    // the refused replay did not spend the challenge: the person can still finish with a new code
    // (one not spent yet: when the 30 s step turned since enrolment, the previous step's code is
    // the enrolment code, which the server rightly refuses)
    const fresh = await unusedCode(me.secret, me.used);
    const ok = await post("/api/auth/two-factor/verify-totp", { code: fresh }, second);
    expect(ok.status).toBe(200);
  });

  it("lets exactly one of two simultaneous sign-ins with the same code through", async () => {
    const me = await enrolled("race@example.com");
    const code = totp(me.secret, Date.now(), 1);
    const a = await challenge(me.email, me.password);
    const b = await challenge(me.email, me.password);
    const answers = await Promise.all([
      post("/api/auth/two-factor/verify-totp", { code }, a),
      post("/api/auth/two-factor/verify-totp", { code }, b),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 401]);
    const cookies = answers.map((r, i) => cookieFrom(r, i === 0 ? a : b));
    const usable = await Promise.all(cookies.map(listStatus));
    expect(usable.sort()).toEqual([200, 401]);
  });

  it("limits wrong codes: five per sign-in challenge, then a new sign-in is needed", async () => {
    const me = await enrolled("wrong-codes@example.com");
    const pending = await challenge(me.email, me.password);
    const good = new Set([-1, 0, 1].map((s) => totp(me.secret, Date.now(), s)));
    const wrong = ["123456", "234567", "345678", "456789", "567890", "678901"].filter(
      (c) => !good.has(c),
    );
    for (const code of wrong.slice(0, 5)) {
      expect((await post("/api/auth/two-factor/verify-totp", { code }, pending)).status).toBe(401);
    }
    // a valid code no longer helps (the current step's code was spent on enrolment)
    const afterFive = await post(
      "/api/auth/two-factor/verify-totp",
      { code: totp(me.secret, Date.now(), 1) },
      pending,
    );
    expect(afterFive.status).toBe(400);
    expect(await listStatus(cookieFrom(afterFive, pending))).toBe(401);
  });

  it("limits rapid code attempts from one address (429 with our message)", async () => {
    const me = await enrolled("rapid@example.com");
    const pending = await challenge(me.email, me.password);
    const ip = freshIp();
    const answers: Response[] = [];
    for (let i = 0; i < 4; i += 1) {
      answers.push(await post("/api/auth/two-factor/verify-totp", { code: "999999" }, pending, ip));
    }
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401, 429]);
    expect(((await answers[3]!.json()) as { error: { message: string } }).error.message).toBe(
      "Too many requests. Please try again later.",
    );
  });

  it("signs in with a backup code once", async () => {
    const me = await enrolled("backup@example.com");
    const code = me.backupCodes[3]!;
    const first = await challenge(me.email, me.password);
    const ok = await post("/api/auth/two-factor/verify-backup-code", { code }, first);
    expect(ok.status).toBe(200);
    expect(await listStatus(cookieFrom(ok, first))).toBe(200);
    const second = await challenge(me.email, me.password);
    const again = await post("/api/auth/two-factor/verify-backup-code", { code }, second);
    expect(again.status).toBe(401);
  });

  it("turning it off needs the password and a current code; a wrong password spends no code", async () => {
    const me = await enrolled("unenrol@example.com");
    const noCode = await post(
      "/api/auth/two-factor/disable",
      { password: me.password },
      me.session,
    );
    expect(noCode.status).toBe(400);
    expect(((await noCode.json()) as { message: string }).message).toBe(
      twoFactorMessages.codeRequired,
    );

    const code = totp(me.secret, Date.now(), 1);
    const badPassword = await post(
      "/api/auth/two-factor/disable",
      { password: "not-it-at-all", code },
      me.session,
    );
    expect(badPassword.status).toBe(400);
    const badCode = await post(
      "/api/auth/two-factor/disable",
      { password: me.password, code: "000001" },
      me.session,
    );
    expect(badCode.status).toBe(401);
    expect((await info(me.session)).twoFactorEnabled).toBe(true);

    const off = await post(
      "/api/auth/two-factor/disable",
      { password: me.password, code },
      me.session,
    );
    expect(off.status).toBe(200);
    const session = cookieFrom(off, me.session);
    expect((await info(session)).twoFactorEnabled).toBe(false);
    const rows = await t.deps.db
      .select()
      .from(twoFactor)
      .innerJoin(user, eq(user.id, twoFactor.userId))
      .where(eq(user.email, me.email));
    expect(rows).toHaveLength(0);
    // a plain password sign-in again
    const signIn = await post("/api/auth/sign-in/email", {
      email: me.email,
      password: me.password,
    });
    expect(signIn.status).toBe(200);
    expect(await listStatus(cookieFrom(signIn))).toBe(200);
  });

  it("turns off with a backup code too", async () => {
    const me = await enrolled("unenrol-backup@example.com");
    const off = await post(
      "/api/auth/two-factor/disable",
      { password: me.password, code: me.backupCodes[0] },
      me.session,
    );
    expect(off.status).toBe(200);
    expect((await info(cookieFrom(off, me.session))).twoFactorEnabled).toBe(false);
  });

  it("moves a guest's thoughts into the account once its code is accepted", async () => {
    const me = await enrolled("guest-2fa@example.com");
    const guest = await t.guest();
    await createTask(t, guest, { text: "repot the fig tree" });
    const pending = await challenge(me.email, me.password, guest);
    const ok = await post(
      "/api/auth/two-factor/verify-totp",
      { code: totp(me.secret, Date.now(), 1) },
      pending,
    );
    expect(ok.status).toBe(200);
    const session = cookieFrom(ok, pending);
    const list = (await (await t.request("/api/tasks", { cookie: session })).json()) as {
      tasks: { text: string }[];
    };
    expect(list.tasks.map((task) => task.text)).toContain("repot the fig tree");
  });

  it("forgets used codes once they can no longer be valid", async () => {
    const me = await enrolled("forget@example.com");
    const [row] = await t.deps.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, me.email));
    await t.deps.db
      .update(twoFactorUsedCode)
      .set({ usedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(twoFactorUsedCode.userId, row!.id));
    const pending = await challenge(me.email, me.password);
    const ok = await post(
      "/api/auth/two-factor/verify-totp",
      { code: totp(me.secret, Date.now(), 1) },
      pending,
    );
    expect(ok.status).toBe(200);
    const left = await t.deps.db
      .select()
      .from(twoFactorUsedCode)
      .where(eq(twoFactorUsedCode.userId, row!.id));
    expect(left).toHaveLength(1); // the old row went, the new one stays
  });
});
