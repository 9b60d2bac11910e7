import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "../../../lib/api-error";
import { readJson, removeKey, storageKeys, writeJson } from "../../../lib/storage";
import { canRedo, canUndo, createHistory, recordChange, redo, undo, type History } from "./history";
import { useLatest } from "../../../lib/use-latest";

/** docs/behaviour/limits.md#timing timings for the task view. */
export const AUTOSAVE_DELAY_MS = 600;
export const SAVING_INDICATOR_MS = 800;
export const HISTORY_GAP_MS = 200;
/**
 * docs/behaviour/note-editor.md and docs/behaviour/states.md#editor-history: the note editor
 * records a change at most every 250 ms.
 */
export const EDITOR_HISTORY_GAP_MS = 250;

export interface EditorValue {
  title: string;
  text: string;
}

/** "queued": kept on this device while offline, sent when the connection returns */
export type SaveStatus = "idle" | "saving" | "saved" | "queued" | "error";

interface StoredDraft<V> {
  value: V;
  clientUpdatedAt: string;
}

interface Options<V> {
  taskId: string;
  initial: V;
  /** the server copy's updatedAt; a local draft newer than it is restored */
  serverUpdatedAt: string;
  /** resolves "queued" when the edit is kept on this device to be sent later */
  save: (value: V, clientUpdatedAt: string) => Promise<unknown>;
  /**
   * docs/behaviour/task-view.md: 200 ms between history entries in the task view (default), 250 ms
   * in the editor
   */
  historyGapMs?: number;
  /** where the unsent draft is kept; the task view's draft key by default */
  storageKey?: string;
}

/**
 * Title/details editing with undo/redo, autosave 600 ms after the last edit, a saving indicator
 * shown for at least 800 ms, and an unsaved draft kept in localStorage until the server has
 * acknowledged it, so a reload mid-edit loses nothing.
 */
export function useTaskEditor<V extends object = EditorValue>({
  taskId,
  initial,
  serverUpdatedAt,
  save,
  historyGapMs = HISTORY_GAP_MS,
  storageKey,
}: Options<V>) {
  const key = storageKey ?? storageKeys.taskDraft(taskId);
  const [restored] = useState(() => {
    const draft = readJson<StoredDraft<V>>(key);
    if (draft && Date.parse(draft.clientUpdatedAt) > Date.parse(serverUpdatedAt)) return draft;
    if (draft) removeKey(key);
    return null;
  });
  const [history, setHistory] = useState<History<V>>(() => {
    const base = createHistory(initial);
    return restored ? recordChange(base, restored.value, Date.now(), historyGapMs) : base;
  });
  const [status, setStatus] = useState<SaveStatus>("idle");
  const [error, setError] = useState<string | null>(null);

  // the history as change and step last left it: only they set it, so it is never behind
  const historyRef = useRef(history);
  const saveRef = useLatest(save);
  const pending = useRef<StoredDraft<V> | null>(restored);
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const indicatorTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const chain = useRef<Promise<void>>(Promise.resolve());

  const flush = useCallback(() => {
    clearTimeout(saveTimer.current);
    const next = chain.current.then(async () => {
      const draft = pending.current;
      if (!draft) return;
      pending.current = null;
      clearTimeout(indicatorTimer.current);
      setStatus("saving");
      setError(null);
      const started = Date.now();
      try {
        const result = await saveRef.current(draft.value, draft.clientUpdatedAt);
        // a skipped save sent nothing: the draft stays on this device (a reload brings it back)
        if (
          result !== "skipped" &&
          readJson<StoredDraft<V>>(key)?.clientUpdatedAt === draft.clientUpdatedAt
        )
          removeKey(key);
        indicatorTimer.current = setTimeout(
          () => {
            // "skipped": nothing was sent (docs/behaviour/validation.md#notes empty note), so
            // nothing to report
            if (!pending.current)
              setStatus(result === "queued" ? "queued" : result === "skipped" ? "idle" : "saved");
          },
          Math.max(0, SAVING_INDICATOR_MS - (Date.now() - started)),
        );
      } catch (e) {
        pending.current ??= draft;
        setStatus("error");
        setError(errorMessage(e, "Could not save your changes."));
      }
    });
    chain.current = next;
    return next;
  }, [key, saveRef]);

  const schedule = useCallback(
    (value: V) => {
      const draft = { value, clientUpdatedAt: new Date().toISOString() };
      writeJson(key, draft);
      pending.current = draft;
      clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush, key],
  );

  const change = useCallback(
    (patch: Partial<V> | ((value: V) => Partial<V>)) => {
      const present = historyRef.current.present;
      // a function patch reads the newest value (an upload that ends after other edits)
      const value = { ...present, ...(typeof patch === "function" ? patch(present) : patch) };
      const next = recordChange(historyRef.current, value, Date.now(), historyGapMs);
      historyRef.current = next;
      setHistory(next);
      schedule(value);
    },
    [historyGapMs, schedule],
  );

  const step = useCallback(
    (move: typeof undo) => {
      const next = move(historyRef.current);
      if (next === historyRef.current) return;
      historyRef.current = next;
      setHistory(next);
      schedule(next.present);
    },
    [schedule],
  );
  const retry = useCallback(() => void flush(), [flush]);
  const doUndo = useCallback(() => step(undo), [step]);
  const doRedo = useCallback(() => step(redo), [step]);

  /** Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z or Ctrl/Cmd+Y redoes, wherever the focus is on the screen. */
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.metaKey || event.ctrlKey) || event.altKey) return;
      const k = event.key.toLowerCase();
      if (k === "z" && !event.shiftKey) doUndo();
      else if ((k === "z" && event.shiftKey) || k === "y") doRedo();
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [doUndo, doRedo]);

  // a restored draft is sent at once; leaving the screen sends what is pending
  useEffect(() => {
    if (pending.current) void flush();
    return () => {
      clearTimeout(indicatorTimer.current);
      void flush();
    };
  }, [flush]);

  return {
    value: history.present,
    change,
    undo: doUndo,
    redo: doRedo,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    status,
    error,
    retry,
    /** sends what is pending now; resolves once every save so far has settled */
    flush,
  };
}
