import { MainGoalText } from "@firstly/core/contract/goal";

/**
 * SPEC §5 main goal text, checked with the contract's own schema so the client shows exactly the
 * server's messages: null when valid, else 'Main goal cannot be empty' / '…at least 10 characters
 * long' / '…less than 500 characters' (lengths after trimming).
 */
export function mainGoalError(text: string): string | null {
  const parsed = MainGoalText.safeParse(text);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** SPEC §5: Save / Create stay disabled while the text is empty (after trimming) or saving. */
export function canSubmitMainGoal(text: string, isSaving: boolean): boolean {
  return !isSaving && text.trim().length > 0;
}
