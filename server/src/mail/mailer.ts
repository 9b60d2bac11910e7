import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Logger } from "../logger";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends account mail (password reset, email change). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** where mail goes: "smtp" or the outbox folder */
  readonly kind: "smtp" | "outbox";
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: Logger;
}

/**
 * nodemailer over SMTP_URL when set. Without it (the embedded default) every mail is written to
 * DATA_DIR/outbox as an .eml file — written to a temporary name and renamed, so a crash never
 * leaves half a message — and the log names the file (never the address or the link), so a
 * self-hoster can open it and recover an account without a mail server. nodemailer loads on the
 * first mail, not at start.
 */
export function createMailer({ smtpUrl, from, dataDir, log }: MailerOptions): Mailer {
  const outbox = path.join(dataDir, "outbox");
  let transport: Promise<Transporter> | null = null;
  const load = () =>
    (transport ??= import("nodemailer").then((nodemailer) =>
      smtpUrl
        ? nodemailer.createTransport(smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
    ));

  return {
    kind: smtpUrl ? "smtp" : "outbox",
    async send(mail) {
      const t = await load();
      const info = (await t.sendMail({ from, ...mail })) as { message?: Buffer };
      if (smtpUrl) {
        log.info("mail.sent", { transport: "smtp" });
        return;
      }
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`;
      const file = path.join(outbox, name);
      await writeFile(`${file}.tmp`, info.message ?? "", { mode: 0o600 });
      await rename(`${file}.tmp`, file);
      log.info("mail.written", { file });
    },
  };
}
