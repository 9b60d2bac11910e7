import type { RefObject } from "react";
import { AlertCircle, Check, Loader2, Mic, MicOff, Square } from "lucide-react";
import { DICTATION_MAX_MS } from "@firstly/core/voice/voice-messages";
import { cn } from "../../lib/cn";
import { flushSync } from "react-dom";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { healthQueryOptions } from "../../lib/queries/session";
import { insertAtCursor } from "./insert-at-cursor";
import { useVoiceInput } from "./use-voice-input";
import { formatElapsed, type VoiceState } from "./voice-state";

type TextTarget = HTMLTextAreaElement | HTMLInputElement;

interface VoiceButtonProps {
  /** the field the words go into, at its caret */
  target: RefObject<TextTarget | null>;
  /** the field's own change handler with the new whole value, so its undo and autosave run */
  onInsert: (value: string) => void;
  /** docs/behaviour/limits.md#voice: 5 minutes in dictation (default), 60 s in the note editor */
  maxMs?: number;
  /**
   * the button's name; one voice button per screen needs nothing more than "Voice input" (a name
   * holding the field's label, "Dictate thought", would also match that field's label queries)
   */
  label?: string;
  className?: string;
}

/** What the live region says: the state, not the ticking time (that would be read every second). */
function stateText(state: VoiceState): string {
  switch (state.status) {
    case "ready":
      return "";
    case "starting":
      return "Starting…";
    case "permission":
      return "Allow the microphone to start";
    case "recording":
      return "Recording · tap to stop";
    case "processing":
      return "Transcribing…";
    case "done":
      return "Added";
    case "error":
      return state.message;
    default:
      return state satisfies never;
  }
}

/**
 * The voice button beside a text field (docs/behaviour/navigation.md#screens and
 * docs/behaviour/states.md#voice-recording): tap to record, tap again to stop; the words land at
 * the field's caret. A live region says what is happening; Escape cancels. Without a transcription
 * model on the server (health says so) there is no button; tapped before health was known, it says
 * 'Voice transcription service unavailable...' instead of opening the microphone.
 */
export function VoiceButton({
  target,
  onInsert,
  maxMs = DICTATION_MAX_MS,
  label = "Voice input",
  className,
}: VoiceButtonProps) {
  const client = useQueryClient();
  // how it looks comes from health already loaded (the first screen carries it); a tap asks for
  // health if it is not there yet, and an unknown answer lets the server decide
  const isAvailable =
    useQuery({ ...healthQueryOptions(), enabled: false }).data?.voice.transcription ?? true;
  const voice = useVoiceInput({
    maxMs,
    checkAvailable: async () =>
      (await client.fetchQuery(healthQueryOptions()).catch(() => null))?.voice.transcription ??
      true,
    onText: (text) => {
      const field = target.current;
      if (!field) return;
      const { value, caret } = insertAtCursor(
        field.value,
        field.selectionStart,
        field.selectionEnd,
        text,
      );
      // render the new value now (not whenever the scheduler gets to it), so the caret placed
      // just after the words is not moved to the end by a later render of the same value
      flushSync(() => onInsert(value));
      field.focus();
      field.setSelectionRange(caret, caret);
    },
  });
  const { status } = voice.state;
  const isRecording = status === "recording";
  const isWorking = status === "starting" || status === "permission" || status === "processing";
  const text = voice.notice ?? stateText(voice.state);
  const isError = status === "error" || (voice.notice !== null && status !== "done");
  // known unavailable (no transcription model): no button at all, rather than a crossed-out one
  // on every editor (issue #26); a tap made before health was known still shows its message
  if (!isAvailable && status === "ready" && voice.notice === null) return null;

  return (
    <div className={cn("flex min-w-0 items-center gap-2.5", className)}>
      <button
        type="button"
        onClick={voice.toggle}
        aria-label={label}
        aria-pressed={isRecording}
        aria-busy={isWorking || undefined}
        title={isAvailable ? undefined : "Voice transcription service unavailable..."}
        data-voice-state={status}
        className={cn(
          "relative grid size-10 shrink-0 place-items-center rounded-full border transition",
          isRecording
            ? "border-danger bg-danger text-white shadow-[0_0_0_4px_color-mix(in_oklab,var(--color-danger)_18%,transparent)]"
            : "border-line bg-surface text-ink-soft hover:border-accent/40 hover:text-accent",
          !isAvailable && "text-muted hover:border-line hover:text-muted",
          status === "done" && "border-tier-important/50 text-tier-important",
        )}
      >
        {isRecording && (
          <span
            aria-hidden
            className="absolute inset-0 animate-ping rounded-full bg-danger/30 motion-reduce:hidden"
          />
        )}
        {isRecording ? (
          <Square aria-hidden className="relative size-3.5 fill-current" />
        ) : isWorking ? (
          <Loader2 aria-hidden className="size-[18px] animate-spin" />
        ) : status === "done" ? (
          <Check aria-hidden className="size-[18px]" />
        ) : isAvailable ? (
          <Mic aria-hidden className="size-[18px]" />
        ) : (
          <MicOff aria-hidden className="size-[18px]" />
        )}
      </button>
      {isRecording && (
        <span
          role="timer"
          aria-label="Recording time"
          className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-ink tabular-nums"
        >
          <span aria-hidden className="size-2 rounded-full bg-danger motion-safe:animate-pulse" />
          {formatElapsed(voice.elapsedMs)}
        </span>
      )}
      {status === "ready" && !voice.notice && (
        // a visible hint; the button's own name says the same to assistive technology
        <span aria-hidden className="text-sm text-muted">
          {isAvailable ? "Tap to dictate" : "Voice unavailable"}
        </span>
      )}
      <p
        role="status"
        aria-live="polite"
        className={cn(
          "flex min-w-0 items-center gap-1.5 text-sm",
          isError ? "text-danger" : "text-muted",
        )}
      >
        {isError && text && <AlertCircle aria-hidden className="size-4 shrink-0" />}
        <span className="min-w-0">{text}</span>
      </p>
    </div>
  );
}
