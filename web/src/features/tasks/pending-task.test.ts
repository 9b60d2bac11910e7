import { afterEach, describe, expect, it } from "vitest";
import { closeOutbox, openOutbox, queueWrite } from "../../lib/offline/task-outbox";
import {
  clearPendingTask,
  draftToResume,
  markPendingTask,
  PENDING_TASK_VALID_MS,
  readPendingTask,
  savePendingTask,
  waitingDraft,
} from "./pending-task";

const ID = "11111111-1111-4111-8111-111111111111";
const now = Date.parse("2026-03-01T10:00:00Z");
const draft = { id: ID, title: "", text: "Call the vet", savedAt: now };

afterEach(() => closeOutbox());

describe("the pending thought (the docs/behaviour/add-thought.md#pending-thought redirect, made safe)", () => {
  it("reopens Add Thought once per draft", () => {
    savePendingTask(draft);
    expect(draftToResume(now)?.id).toBe(ID);
    markPendingTask(ID, { resumed: true });
    expect(draftToResume(now)).toBeNull();
    // still kept: Add Thought opened by hand finds it
    expect(readPendingTask(now)?.text).toBe("Call the vet");
    // a new draft gets its own once
    savePendingTask({ ...draft, id: "22222222-2222-4222-8222-222222222222" });
    expect(draftToResume(now)).not.toBeNull();
  });

  it("never for a draft the limit refused: that one waits on home instead", () => {
    savePendingTask({ ...draft, refused: true });
    expect(draftToResume(now)).toBeNull();
    expect(waitingDraft(now)?.id).toBe(ID);
    clearPendingTask(ID);
    expect(waitingDraft(now)).toBeNull();
  });

  it("never for a draft already queued for the server", () => {
    openOutbox("ann", true);
    savePendingTask(draft);
    queueWrite({ kind: "create", taskId: ID, input: { id: ID, text: "Call the vet" } });
    expect(draftToResume(now)).toBeNull();
    expect(waitingDraft(now)).toBeNull();
  });

  it("a title alone is content; after 10 minutes the draft is gone", () => {
    savePendingTask({ ...draft, text: "", title: "Vet" });
    expect(draftToResume(now)).not.toBeNull();
    expect(readPendingTask(now + PENDING_TASK_VALID_MS)).toBeNull();
  });

  it("marks only the draft it names", () => {
    savePendingTask(draft);
    markPendingTask("someone-else", { refused: true });
    expect(waitingDraft(now)).toBeNull();
  });
});
