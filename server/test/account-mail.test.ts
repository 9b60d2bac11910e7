import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { account, user } from "../src/db/auth-schema";
import { cookieFrom, createTestApp, type TestApp } from "./support/test-app";

/** Every .eml the outbox holds, oldest first. */
function outbox(t: TestApp): string[] {
  const dir = path.join(t.deps.env.DATA_DIR, "outbox");
  let names: string[] = [];
  try {
    names = readdirSync(dir)
      .filter((n) => n.endsWith(".eml"))
      .sort();
  } catch {
    return [];
  }
  return names.map((n) => readFileSync(path.join(dir, n), "utf8"));
}

/** A mail's text as a reader sees it: quoted-printable (long lines) decoded when the mail uses it. */
function body(mail: string | undefined): string {
  const text = mail ?? "";
  if (!/Content-Transfer-Encoding: quoted-printable/i.test(text)) return text;
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset token in a mail's link. */
function tokenFrom(mail: string | undefined): string {
  const match = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(body(mail));
  if (!match?.[1]) throw new Error(`no reset link in mail:\n${mail}`);
  return decodeURIComponent(match[1]);
}

const status = async (t: TestApp, cookie: string) =>
  (await t.request("/api/tasks", { cookie })).status;

describe("password recovery and account mail (outbox)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: "1000" } });
  });
  afterAll(() => t.close());

  it("answers the same for any address and writes one mail, for the real account only", async () => {
    const email = "recover@example.com";
    await t.signUp(email, "first-secret-1");
    const known = await t.request("/api/auth/request-password-reset", { body: { email } });
    const unknown = await t.request("/api/auth/request-password-reset", {
      body: { email: "nobody-here@example.com" },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    const mails = outbox(t);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("To: recover@example.com");
    expect(mails[0]).toContain("Subject: Reset your Firstly password");
    expect(mails[0]).toContain("http://localhost:3000/reset-password?token=");
  });

  it("resets once with the link, ends every session, and the new password signs in", async () => {
    const email = "reset-once@example.com";
    const phone = await t.signUp(email, "first-secret-1");
    const laptop = cookieFrom(await t.signIn(email, "first-secret-1"));
    expect(await status(t, laptop)).toBe(200);
    await t.request("/api/auth/request-password-reset", { body: { email } });
    const token = tokenFrom(outbox(t).at(-1));

    const reset = await t.request("/api/auth/reset-password", {
      body: { token, newPassword: "second-secret-2" },
    });
    expect(reset.status).toBe(200);
    expect(await status(t, phone)).toBe(401);
    expect(await status(t, laptop)).toBe(401);

    const replay = await t.request("/api/auth/reset-password", {
      body: { token, newPassword: "third-secret-3" },
    });
    expect(replay.status).toBe(400);
    expect((await t.signIn(email, "first-secret-1")).status).toBe(401);
    expect((await t.signIn(email, "second-secret-2")).status).toBe(200);
  });

  it("a password change ends the other devices' sessions even if the client asks otherwise", async () => {
    const email = "change-pw@example.com";
    const phone = await t.signUp(email, "first-secret-1");
    const laptop = cookieFrom(await t.signIn(email, "first-secret-1"));
    const res = await t.request("/api/auth/change-password", {
      cookie: phone,
      body: {
        currentPassword: "first-secret-1",
        newPassword: "second-secret-2",
        revokeOtherSessions: false,
      },
    });
    expect(res.status).toBe(200);
    expect(await status(t, laptop)).toBe(401);
    expect(await status(t, cookieFrom(res, phone))).toBe(200);
  });

  it("an email change sends the confirmation to the new address; the link switches it", async () => {
    const cookie = await t.signUp("old-address@example.com", "first-secret-1");
    const before = outbox(t).length;
    const res = await t.request("/api/auth/change-email", {
      cookie,
      body: { newEmail: "new-address@example.com", callbackURL: "http://localhost:3000/settings" },
    });
    expect(res.status).toBe(200);
    const mail = outbox(t)[before] ?? "";
    expect(mail).toContain("To: new-address@example.com");
    const link = /(http:\/\/localhost:3000\/api\/auth\/verify-email\?[^\s]+)/.exec(body(mail))?.[1];
    expect(link).toBeDefined();
    const verify = await t.request(new URL(link ?? "").pathname + new URL(link ?? "").search, {
      cookie,
    });
    expect(verify.status).toBeLessThan(400);
    const [row] = await t.deps.db
      .select({ email: user.email })
      .from(user)
      .where(eq(user.email, "new-address@example.com"));
    expect(row?.email).toBe("new-address@example.com");
  });

  it("account info and set password: guests are refused; a Google-only account gets a password", async () => {
    const guest = await t.guest();
    expect((await t.request("/api/account", { cookie: guest })).status).toBe(403);

    const email = "google-only@example.com";
    const cookie = await t.signUp(email, "first-secret-1");
    const info = await t.request("/api/account", { cookie });
    expect(await info.json()).toEqual({
      email,
      hasPassword: true,
      google: { linked: false, email: null },
      providers: ["credential"],
      twoFactorEnabled: false,
    });
    const again = await t.request("/api/account/password", {
      cookie,
      body: { newPassword: "another-secret-9" },
    });
    expect(again.status).toBe(409);

    // as if the account had been made with Google: no password on it
    const [u] = await t.deps.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    await t.deps.db
      .update(account)
      .set({ password: null })
      .where(eq(account.userId, u?.id ?? ""));
    await t.deps.db.delete(account).where(eq(account.userId, u?.id ?? ""));
    const short = await t.request("/api/account/password", {
      cookie,
      body: { newPassword: "123" },
    });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { error: { message: string } }).error.message).toBe(
      "Password must be at least 6 characters",
    );
    const set = await t.request("/api/account/password", {
      cookie,
      body: { newPassword: "brand-new-secret-5" },
    });
    expect(set.status).toBe(200);
    expect((await t.signIn(email, "brand-new-secret-5")).status).toBe(200);
  });
});

describe("unlinking Google", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: "1000" } });
  });
  afterAll(() => t.close());

  it("says when nothing is linked, refuses without a password, and unlinks with one", async () => {
    const email = "linked@example.com";
    const cookie = await t.signUp(email, "first-secret-1");
    const unlink = () => t.request("/api/account/unlink-google", { cookie, method: "POST" });
    const none = await unlink();
    expect(none.status).toBe(400);
    expect(((await none.json()) as { error: { message: string } }).error.message).toBe(
      "No Google account linked to this user",
    );

    const [u] = await t.deps.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const userId = u?.id ?? "";
    await t.deps.db.insert(account).values({
      id: "google-row-1",
      accountId: "google-sub-1",
      providerId: "google",
      userId,
    });
    await t.deps.db
      .update(account)
      .set({ password: null })
      .where(eq(account.providerId, "credential"));
    const noPassword = await unlink();
    expect(noPassword.status).toBe(400);
    expect(((await noPassword.json()) as { error: { message: string } }).error.message).toBe(
      "Cannot unlink Google account without setting a password first",
    );
    // the same rule holds through better-auth's own endpoint
    const direct = await t.request("/api/auth/unlink-account", {
      cookie,
      body: { accountId: "google-row-1" },
    });
    expect(direct.status).toBe(400);
    expect(
      (
        (await (await t.request("/api/account", { cookie })).json()) as {
          google: { linked: boolean };
        }
      ).google.linked,
    ).toBe(true);

    expect(
      (
        await t.request("/api/account/password", {
          cookie,
          body: { newPassword: "a-new-secret-7" },
        })
      ).status,
    ).toBe(200);
    expect((await unlink()).status).toBe(200);
    const info = (await (await t.request("/api/account", { cookie })).json()) as {
      google: { linked: boolean };
      hasPassword: boolean;
    };
    expect(info).toMatchObject({ hasPassword: true, google: { linked: false } });
  });
});

describe("account mail over SMTP", () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const received: { to: string[]; raw: string }[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        stream.on("end", () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    t = await createTestApp({
      env: { AUTH_RATE_LIMIT_MAX: "1000", SMTP_URL: `smtp://127.0.0.1:${port}` },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("delivers the reset link through the SMTP server, and writes nothing to the outbox", async () => {
    await t.signUp("smtp-user@example.com", "first-secret-1");
    const res = await t.request("/api/auth/request-password-reset", {
      body: { email: "smtp-user@example.com" },
    });
    expect(res.status).toBe(200);
    await expect.poll(() => received.length, { timeout: 5_000 }).toBe(1);
    expect(received[0]?.to).toEqual(["smtp-user@example.com"]);
    const token = tokenFrom(received[0]?.raw);
    expect(
      (await t.request("/api/auth/reset-password", { body: { token, newPassword: "via-smtp-42" } }))
        .status,
    ).toBe(200);
    expect(outbox(t)).toEqual([]);
  });
});
