import * as Dialog from "@radix-ui/react-dialog";
import { Keyboard, X } from "lucide-react";
import { shortcuts } from "../../lib/keyboard-shortcuts";
import { shortcutsSheetStore } from "./shortcuts-store";

/** The '?' sheet: every keyboard shortcut, read from the same table the keys use. */
export function ShortcutsDialog() {
  const open = shortcutsSheetStore.use((s) => s);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => shortcutsSheetStore.set(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-surface p-6 shadow-float"
        >
          <div className="flex items-center gap-3">
            <span
              aria-hidden
              className="grid size-10 place-items-center rounded-full bg-accent-soft text-accent"
            >
              <Keyboard className="size-5" />
            </span>
            <Dialog.Title className="flex-1 text-lg font-semibold">Keyboard shortcuts</Dialog.Title>
            <Dialog.Close
              aria-label="Close keyboard shortcuts"
              className="grid size-9 place-items-center rounded-full text-muted hover:bg-canvas"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <dl className="mt-4 divide-y divide-line/70">
            {shortcuts.map((s) => (
              <div key={s.does} className="flex items-center justify-between gap-4 py-2.5">
                <dt className="flex flex-wrap gap-1.5">
                  {s.keys.map((k, i) => (
                    <span key={k} className="flex items-center gap-1.5">
                      {i > 0 && <span className="text-xs text-muted">or</span>}
                      <kbd className="rounded-md border border-line bg-canvas px-2 py-0.5 font-mono text-xs text-ink">
                        {k}
                      </kbd>
                    </span>
                  ))}
                </dt>
                <dd className="text-right text-sm text-ink-soft">{s.does}</dd>
              </div>
            ))}
          </dl>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
