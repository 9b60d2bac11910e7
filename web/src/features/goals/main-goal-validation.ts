import { mainGoalTextError } from "@firstly/core/contract/goal-text";

/**
 * docs/behaviour/validation.md#main-goal main goal text, checked by the same function the
 * contract's schema uses, so the client shows exactly the server's messages: null when valid, else
 * 'Main goal cannot be empty' / '…at least 10 characters long' / '…less than 500 characters'
 * (lengths after trimming).
 */
export function mainGoalError(text: string): string | null {
  return mainGoalTextError(text.trim());
}

/**
 * docs/behaviour/validation.md: Save / Create stay disabled while the text is empty (after
 * trimming) or saving.
 */
export function canSubmitMainGoal(text: string, isSaving: boolean): boolean {
  return !isSaving && text.trim().length > 0;
}
