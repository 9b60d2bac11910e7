import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../lib/toast";
import { Check, Copy, Download, Loader2 } from "lucide-react";
import { twoFactorMessages } from "@firstly/core/contract/account-messages";
import { TextField } from "../../components/text-field";
import { loadAuthClient } from "../../lib/auth-client";
import { authErrorText } from "../../lib/auth-error-text";
import { accountQueryKey } from "./account-api";
import { FormButtons } from "./form-buttons";
import { Button } from "../../components/ui/button";

type Enrolment = { uri: string; secret: string; backupCodes: string[] };

/** The base32 key of an otpauth:// URI, in groups of four for reading aloud or typing. */
export function readableSecret(uri: string): string {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

/**
 * Turning two-factor on: the password, then the QR code (and the key for typing) and a first code
 * from the app, then the backup codes, shown once.
 */
export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const client = useQueryClient();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [confirmed, setConfirmed] = useState(false);

  const start = useMutation({
    mutationFn: async () => {
      const result = await (
        await loadAuthClient()
      ).twoFactor.enable({ password, issuer: "Firstly" });
      if (result.error)
        throw new Error(authErrorText(result.error, twoFactorMessages.enableFailed));
      const { totpURI, backupCodes } = result.data as { totpURI: string; backupCodes: string[] };
      return { uri: totpURI, secret: readableSecret(totpURI), backupCodes };
    },
    onSuccess: setEnrolment,
  });
  const confirm = useMutation({
    mutationFn: async () => {
      const result = await (
        await loadAuthClient()
      ).twoFactor.verifyTotp({ code: code.replace(/\s/g, "") });
      if (result.error) throw new Error(authErrorText(result.error, twoFactorMessages.invalidCode));
    },
    onSuccess: async () => {
      setConfirmed(true);
      await client.invalidateQueries({ queryKey: accountQueryKey });
    },
  });

  if (enrolment && confirmed) {
    return (
      <Panel title="Save your backup codes">
        <p className="text-sm text-ink-soft">
          If you lose your phone, each of these signs you in once. They are shown only now: keep
          them somewhere safe, away from your phone.
        </p>
        <BackupCodes codes={enrolment.backupCodes} />
        <div className="flex gap-2">
          <Button
            size="sm"
            onClick={() => {
              toast.success(twoFactorMessages.enabled);
              onDone();
            }}
          >
            <Check aria-hidden className="size-4" /> I saved them
          </Button>
        </div>
      </Panel>
    );
  }

  if (enrolment) {
    return (
      <Panel title="Scan with your authenticator app">
        <div className="flex flex-col items-center gap-3">
          <QrCode value={enrolment.uri} />
          <div className="w-full min-w-0 space-y-1.5 text-sm text-ink-soft">
            <p>
              Open Google Authenticator, 1Password, Authy or any app that shows 6-digit codes, and
              scan this code.
            </p>
            <p className="text-muted">Can&apos;t scan? Enter this key:</p>
            <code
              data-testid="two-factor-secret"
              className="block rounded-lg bg-raised px-2.5 py-2 font-mono text-sm break-all text-ink select-all"
            >
              {enrolment.secret}
            </code>
          </div>
        </div>
        <form
          noValidate
          className="space-y-3"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            if (/^\d{6}$/.test(code.replace(/\s/g, ""))) confirm.mutate();
          }}
        >
          <TextField
            label="6-digit code from the app"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          {confirm.error && <ErrorLine>{confirm.error.message}</ErrorLine>}
          <FormButtons busy={confirm.isPending} label="Turn on" onCancel={onDone} />
        </form>
      </Panel>
    );
  }

  return (
    <Panel title="Set up two-factor authentication">
      <p className="text-sm text-ink-soft">
        Signing in will ask for a code from an authenticator app on your phone as well as your
        password. Confirm your password to start.
      </p>
      <form
        noValidate
        className="space-y-3"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (password) start.mutate();
        }}
      >
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {start.error && <ErrorLine>{start.error.message}</ErrorLine>}
        <FormButtons busy={start.isPending} label="Continue" onCancel={onDone} />
      </form>
    </Panel>
  );
}

/** Turning two-factor off: the password and a current code (or a backup code). */
export function TwoFactorDisable({ onDone }: { onDone: () => void }) {
  const client = useQueryClient();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const off = useMutation({
    mutationFn: async () => {
      const result = await (
        await loadAuthClient()
      ).$fetch("/two-factor/disable", {
        method: "POST",
        body: { password, code: code.trim() },
      });
      if (result.error)
        throw new Error(authErrorText(result.error, twoFactorMessages.disableFailed));
    },
    onSuccess: async () => {
      toast.success(twoFactorMessages.disabled);
      await client.invalidateQueries({ queryKey: accountQueryKey });
      onDone();
    },
  });
  return (
    <Panel title="Turn off two-factor authentication">
      <form
        noValidate
        className="space-y-3"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (password && code.trim()) off.mutate();
        }}
      >
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label="Code from your app, or a backup code"
          type="text"
          autoComplete="one-time-code"
          maxLength={32}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <p className="text-xs text-muted">
          Afterwards your password alone signs you in, and your backup codes stop working.
        </p>
        {off.error && <ErrorLine>{off.error.message}</ErrorLine>}
        <FormButtons busy={off.isPending} label="Turn off" onCancel={onDone} danger />
      </form>
    </Panel>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  const text = codes.join("\n");
  return (
    <>
      <ol
        data-testid="backup-codes"
        className="grid grid-cols-2 gap-x-4 gap-y-1.5 rounded-xl bg-raised px-4 py-3 font-mono text-sm text-ink"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void navigator.clipboard
              .writeText(text)
              .then(() => toast.success("Backup codes copied"))
              .catch(() => toast.error("Could not copy: select the codes instead"))
          }
        >
          <Copy aria-hidden className="size-4" /> Copy
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            const url = URL.createObjectURL(
              new Blob([`Firstly backup codes (each works once)\n\n${text}\n`], {
                type: "text/plain",
              }),
            );
            const a = document.createElement("a");
            a.href = url;
            a.download = "firstly-backup-codes.txt";
            a.click();
            setTimeout(() => URL.revokeObjectURL(url), 1000);
          }}
        >
          <Download aria-hidden className="size-4" /> Download
        </Button>
      </div>
    </>
  );
}

/** A QR code drawn as SVG squares from the encoder's module grid (no image, no inline HTML). */
function QrCode({ value }: { value: string }) {
  const [grid, setGrid] = useState<{ size: number; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode").then(({ create }) => {
      const { modules } = create(value, { errorCorrectionLevel: "M" });
      let path = "";
      for (let row = 0; row < modules.size; row += 1) {
        for (let col = 0; col < modules.size; col += 1) {
          if (modules.get(row, col)) path += `M${col + 4} ${row + 4}h1v1h-1z`;
        }
      }
      if (live) setGrid({ size: modules.size + 8, path });
    });
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <div className="grid size-44 shrink-0 place-items-center rounded-xl bg-white p-1 shadow-card">
      {grid ? (
        <svg
          role="img"
          aria-label="QR code for your authenticator app"
          viewBox={`0 0 ${grid.size} ${grid.size}`}
          className="size-full"
          shapeRendering="crispEdges"
        >
          <path d={grid.path} fill="#000" />
        </svg>
      ) : (
        <Loader2 aria-hidden className="size-5 animate-spin text-neutral-400" />
      )}
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-3 space-y-3 rounded-xl border border-line p-3" aria-label={title}>
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      {children}
    </section>
  );
}

function ErrorLine({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
      {children}
    </p>
  );
}
