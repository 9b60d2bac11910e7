import { useState, type FormEvent } from "react";
import { KeyRound, Loader2 } from "lucide-react";
import type { AccessTokenScope, CreatedAccessToken } from "@firstly/core/contract/access-tokens";
import {
  ACCESS_TOKEN_NAME_MAX,
  ACCESS_TOKENS_MAX,
} from "@firstly/core/contract/access-token-limits";
import { errorMessage } from "../../lib/api-error";
import { cn } from "../../lib/cn";
import { OptionGroup, SettingsCard } from "../../components/settings-card";
import { useAccessTokens } from "./access-token-queries";
import { CopyField } from "./copy-field";
import { relativeTime } from "./relative-time";
import { Button } from "../../components/ui/button";

const SCOPE_LABEL: Record<AccessTokenScope, string> = {
  read: "Read",
  write: "Read and write",
};

/**
 * Settings → Access tokens (signed-in only, issue #29): create a token for a script or an AI
 * assistant, see it once, list when each was last used, revoke.
 */
export function AccessTokensCard() {
  const { list, create, revoke } = useAccessTokens(true);
  const [name, setName] = useState("");
  const [scope, setScope] = useState<AccessTokenScope>("read");
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const tokens = list.data?.tokens ?? [];
  const full = tokens.length >= ACCESS_TOKENS_MAX;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { name, scope },
      {
        onSuccess: (token) => {
          setCreated(token);
          setName("");
        },
      },
    );
  };

  return (
    <SettingsCard
      id="tokens"
      title="Access tokens"
      icon={KeyRound}
      description="Let your own scripts and AI assistants add and read thoughts. A token never opens your account, billing or password."
    >
      <div className="flex flex-col gap-3">
        {created && (
          <div
            role="status"
            className="flex flex-col gap-2 rounded-xl border border-accent/30 bg-accent-soft p-3"
          >
            <p className="text-sm font-semibold text-accent">
              Copy “{created.name}” now. You won’t see it again.
            </p>
            <CopyField label="New access token" value={created.token} />
            <button
              type="button"
              onClick={() => setCreated(null)}
              className="self-end text-sm font-semibold text-ink-soft hover:text-accent"
            >
              Done
            </button>
          </div>
        )}

        <form onSubmit={submit} className="flex flex-col gap-2.5">
          <label className="flex flex-col gap-1 text-sm font-medium text-ink-soft">
            Token name
            <input
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={ACCESS_TOKEN_NAME_MAX}
              placeholder="e.g. Laptop script, Claude"
              className="h-10 rounded-xl border border-line bg-surface px-3 text-sm text-ink outline-none placeholder:text-muted/80 focus:border-accent/50"
            />
          </label>
          <OptionGroup
            name="token-scope"
            label="What the token may do"
            value={scope}
            onChange={setScope}
            options={[
              { value: "read", label: SCOPE_LABEL.read, hint: "See, rank and search" },
              { value: "write", label: SCOPE_LABEL.write, hint: "Also add and complete" },
            ]}
          />
          {create.isError && (
            <p role="alert" className="rounded-xl bg-danger/8 px-3 py-2 text-sm text-danger">
              {errorMessage(create.error, "Could not create the token. Please try again.")}
            </p>
          )}
          <Button
            type="submit"
            disabled={create.isPending || full || name.trim() === ""}
            className="h-10 self-start text-sm text-white hover:bg-accent/90 disabled:opacity-50"
          >
            {create.isPending && <Loader2 aria-hidden className="size-4 animate-spin" />}
            Create token
          </Button>
          {full && (
            <p className="text-xs text-muted">
              You have {ACCESS_TOKENS_MAX} tokens, the most an account keeps. Revoke one to create
              another.
            </p>
          )}
        </form>

        {tokens.length > 0 && (
          <ul aria-label="Your access tokens" className="flex flex-col divide-y divide-line/70">
            {tokens.map((token) => (
              <li key={token.id} className="flex items-center gap-3 py-2.5 first:pt-1">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold text-ink">{token.name}</p>
                  <p className="text-xs leading-snug text-muted">
                    <span className="font-mono">{token.hint}…</span> · {SCOPE_LABEL[token.scope]} ·{" "}
                    {token.lastUsedAt
                      ? // eslint-disable-next-line react-hooks/purity -- "5 minutes ago" is as of this render, like any clock text
                        `Last used ${relativeTime(token.lastUsedAt, Date.now())}`
                      : "Never used"}
                  </p>
                </div>
                <button
                  type="button"
                  disabled={revoke.isPending}
                  aria-label={
                    confirming === token.id
                      ? `Confirm revoking ${token.name}`
                      : `Revoke ${token.name}`
                  }
                  onClick={() => {
                    if (confirming !== token.id) return setConfirming(token.id);
                    setConfirming(null);
                    revoke.mutate(token.id);
                  }}
                  onBlur={() => setConfirming((id) => (id === token.id ? null : id))}
                  className={cn(
                    "h-9 shrink-0 rounded-xl border px-3 text-sm font-semibold transition disabled:opacity-50",
                    confirming === token.id
                      ? "border-danger bg-danger text-white"
                      : "border-line bg-raised text-danger hover:border-danger/50",
                  )}
                >
                  {confirming === token.id ? "Revoke now" : "Revoke"}
                </button>
              </li>
            ))}
          </ul>
        )}
        {revoke.isError && (
          <p role="alert" className="rounded-xl bg-danger/8 px-3 py-2 text-sm text-danger">
            {errorMessage(revoke.error, "Could not revoke the token. Please try again.")}
          </p>
        )}
      </div>
    </SettingsCard>
  );
}
