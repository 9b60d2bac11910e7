import { useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "../../lib/toast";
import { Loader2, Trash2 } from "lucide-react";
import { paths } from "../../lib/paths";
import { SettingsCard } from "../../components/settings-card";
import { deleteAccount, reauthenticateWithGoogle, useAccountInfo } from "./account-api";
import { accountMessages } from "@firstly/core/contract/account-messages";
import { TextField } from "../../components/text-field";
import { Button } from "../../components/ui/button";

/** Delete my account: asks for the password, then everything goes and the person is a guest again. */
export function DeleteAccountCard() {
  const info = useAccountInfo(true);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const remove = useMutation({
    mutationFn: () => deleteAccount(password),
    onSuccess: async () => {
      setOpen(false);
      toast.success("Your account and everything in it were deleted");
      await client.resetQueries();
      void navigate(paths.home, { replace: true });
    },
  });
  const needsPassword = info.data?.hasPassword ?? true;
  return (
    <SettingsCard
      id="delete-account"
      title="Delete account"
      icon={Trash2}
      description="Removes your account, thoughts, goals and settings from this server for good."
    >
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setPassword("");
            remove.reset();
          }
        }}
      >
        <Dialog.Trigger className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-danger/40 px-3 text-sm font-medium text-danger hover:bg-danger/5">
          <Trash2 aria-hidden className="size-4" /> Delete my account
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/45" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-5 shadow-float">
            <Dialog.Title className="text-lg font-semibold">Delete your account?</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-muted">
              Every thought, goal and setting is removed and you are signed out on every device.
              This cannot be undone. Export your notes first if you want to keep them.
            </Dialog.Description>
            <form
              className="mt-4 space-y-3"
              onSubmit={(e) => {
                e.preventDefault();
                remove.mutate();
              }}
            >
              {needsPassword && (
                <TextField
                  label="Your password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              )}
              {!needsPassword && !remove.error && (
                <p className="text-sm text-ink-soft">
                  Your account signs in with Google: if you signed in more than 15 minutes ago, you
                  will be asked to sign in with Google again first.
                </p>
              )}
              {remove.error && (
                <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
                  {remove.error.message}
                </p>
              )}
              {remove.error?.message === accountMessages.deleteNeedsFreshGoogle && (
                <button
                  type="button"
                  onClick={() =>
                    void reauthenticateWithGoogle().catch((e: Error) => toast.error(e.message))
                  }
                  className="inline-flex h-10 w-full items-center justify-center rounded-xl border border-line font-medium"
                >
                  Sign in with Google again
                </button>
              )}
              <div className="flex justify-end gap-2">
                <Dialog.Close className="h-10 rounded-xl border border-line px-4 font-medium">
                  Cancel
                </Dialog.Close>
                <Button
                  type="submit"
                  disabled={remove.isPending || (needsPassword && !password)}
                  variant="danger"
                  className="h-10 font-medium"
                >
                  {remove.isPending && <Loader2 aria-hidden className="size-4 animate-spin" />}
                  Delete forever
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </SettingsCard>
  );
}
