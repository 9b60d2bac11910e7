import { z } from "zod";
import {
  Goal,
  CreateMainGoalInput,
  UpdateMainGoalInput,
  CreateSubtaskInput,
  UpdateGoalInput,
} from "./goal";
import { Task, CreateTaskInput, UpdateTaskInput, TaskAction, SetRankCorrectionInput } from "./task";
import { Settings, UpdateSettingsInput } from "./settings";
import { Health, Me, Usage } from "./session";
import { AccountInfo, SetPasswordInput } from "./account";
import { GuestArrival } from "./guest-arrival";
import {
  HelpSearchInput,
  HelpSearchOutput,
  SearchInput,
  SearchOutput,
  SettingsSearchInput,
  SettingsSearchOutput,
} from "./search";
import { PushStatus, PushSubscriptionInput, RemovePushSubscriptionInput } from "./push";
import { Transcription } from "./voice";
import { apiRoutes } from "./api-routes";
import { CheckoutSession, PortalInput, PortalSession, Subscription } from "./billing";
import { AnalyticsSummary, TrackEventsInput, TrackEventsOutput } from "./analytics";
import {
  AccessTokenList,
  CalendarFeed,
  CreateAccessTokenInput,
  CreatedAccessToken,
} from "./access-tokens";
import { ImportList, ImportPreview, ImportRecord } from "./import";

/**
 * Every JSON endpoint under /api, defined once. The server registers routes from these entries
 * (zod-openapi) and the web client calls them through `callApi(endpoint, …)`, typed from the same
 * schemas. Auth endpoints live under /api/auth/* (better-auth) and are not listed here.
 */
function endpoint<
  M extends "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  P extends string,
  I extends z.ZodType | null,
  O extends z.ZodType,
>(route: { method: M; path: P }, input: I, output: O, summary: string) {
  return { method: route.method, path: route.path, input, output, summary } as const;
}

const Ok = z.object({ ok: z.literal(true) });

export const api = {
  health: endpoint(apiRoutes.health, null, Health, "Database and AI engine status"),
  me: endpoint(apiRoutes.me, null, Me, "The signed-in user or guest, or null"),
  usage: endpoint(apiRoutes.usage, null, Usage, "Items used this month and the limit"),

  listTasks: endpoint(
    apiRoutes.listTasks,
    null,
    z.object({ tasks: z.array(Task) }),
    "Tasks (not deleted)",
  ),
  createTask: endpoint(
    apiRoutes.createTask,
    CreateTaskInput,
    Task,
    "Create a task (idempotent on id)",
  ),
  getTask: endpoint(apiRoutes.getTask, null, Task, "One task"),
  updateTask: endpoint(apiRoutes.updateTask, UpdateTaskInput, Task, "Edit a task"),
  deleteTask: endpoint(apiRoutes.deleteTask, null, Ok, "Soft-delete a task"),
  taskAction: endpoint(
    apiRoutes.taskAction,
    TaskAction,
    Task,
    "Complete, uncomplete, delay, skip, restore, schedule",
  ),
  undoTaskChange: endpoint(
    apiRoutes.undoTaskChange,
    null,
    Task,
    "Undo the task's last status action or delete, within a minute and if nothing changed since",
  ),
  setRankCorrection: endpoint(
    apiRoutes.setRankCorrection,
    SetRankCorrectionInput,
    Task,
    "Correct a task's rank for one goal: up, down or not for this goal (idempotent)",
  ),
  clearRankCorrection: endpoint(
    apiRoutes.clearRankCorrection,
    null,
    Task,
    "Undo the person's rank correction for one goal (idempotent)",
  ),
  generateTaskImage: endpoint(
    apiRoutes.generateTaskImage,
    null,
    Task,
    "Generate the task's picture in the background (isGeneratingImage until done)",
  ),
  dismissTaskImageFailure: endpoint(
    apiRoutes.dismissTaskImageFailure,
    null,
    Task,
    "Dismiss a failed image generation",
  ),

  listGoals: endpoint(
    apiRoutes.listGoals,
    null,
    z.object({ goals: z.array(Goal) }),
    "All goals, active and completed",
  ),
  createMainGoal: endpoint(
    apiRoutes.createMainGoal,
    CreateMainGoalInput,
    Goal,
    "Set the main goal (completes the active one)",
  ),
  updateMainGoal: endpoint(
    apiRoutes.updateMainGoal,
    UpdateMainGoalInput,
    Goal,
    "Change the active main goal's text",
  ),
  createSubtask: endpoint(apiRoutes.createSubtask, CreateSubtaskInput, Goal, "Add a subtask goal"),
  updateGoal: endpoint(apiRoutes.updateGoal, UpdateGoalInput, Goal, "Edit a goal's title or text"),
  completeGoal: endpoint(apiRoutes.completeGoal, null, Goal, "Complete a goal"),
  restoreGoal: endpoint(apiRoutes.restoreGoal, null, Goal, "Restore a completed goal"),
  generateGoalImage: endpoint(
    apiRoutes.generateGoalImage,
    null,
    Goal,
    "Generate the goal's picture in the background (isGeneratingImage until done)",
  ),
  dismissGoalImageFailure: endpoint(
    apiRoutes.dismissGoalImageFailure,
    null,
    Goal,
    "Dismiss a failed image generation",
  ),

  getSettings: endpoint(
    apiRoutes.getSettings,
    null,
    Settings,
    "Settings (defaults are created when missing)",
  ),
  updateSettings: endpoint(
    apiRoutes.updateSettings,
    UpdateSettingsInput,
    Settings,
    "Change settings",
  ),

  accountInfo: endpoint(
    apiRoutes.accountInfo,
    null,
    AccountInfo,
    "The signed-in account: email, password, linked Google",
  ),
  setPassword: endpoint(
    apiRoutes.setPassword,
    SetPasswordInput,
    Ok,
    "Give a Google-only account a password",
  ),
  unlinkGoogle: endpoint(apiRoutes.unlinkGoogle, null, Ok, "Unlink Google (needs a password)"),
  guestArrival: endpoint(
    apiRoutes.guestArrival,
    null,
    GuestArrival,
    "Guest thoughts waiting for room, and a guest main goal completed on arrival",
  ),
  moveWaitingThoughts: endpoint(
    apiRoutes.moveWaitingThoughts,
    null,
    GuestArrival,
    "Move the waiting guest thoughts that fit this month",
  ),
  dismissCompletedGoalNotice: endpoint(
    apiRoutes.dismissCompletedGoalNotice,
    null,
    Ok,
    "The person has been told where their guest main goal went",
  ),

  search: endpoint(
    apiRoutes.search,
    SearchInput,
    SearchOutput,
    "Find open or completed items by meaning (at most 10)",
  ),
  searchSettings: endpoint(
    apiRoutes.searchSettings,
    SettingsSearchInput,
    SettingsSearchOutput,
    "Find settings sections by meaning",
  ),
  searchHelp: endpoint(
    apiRoutes.searchHelp,
    HelpSearchInput,
    HelpSearchOutput,
    "Suggest help topics for a question (AI fallback)",
  ),

  subscription: endpoint(
    apiRoutes.subscription,
    null,
    Subscription,
    "The Pro subscription: plan, status, period end, trial (cached 5 minutes)",
  ),
  createCheckoutSession: endpoint(
    apiRoutes.createCheckoutSession,
    null,
    CheckoutSession,
    "Start Stripe Checkout for the monthly Pro plan (12-day trial)",
  ),
  createPortalSession: endpoint(
    apiRoutes.createPortalSession,
    PortalInput,
    PortalSession,
    "Open Stripe's billing portal",
  ),
  pushStatus: endpoint(
    apiRoutes.pushStatus,
    null,
    PushStatus,
    "The VAPID public key and the push endpoint kept for this person",
  ),
  savePushSubscription: endpoint(
    apiRoutes.savePushSubscription,
    PushSubscriptionInput,
    PushStatus,
    "Keep this browser's push subscription (signed-in only; replaces the previous one)",
  ),
  removePushSubscription: endpoint(
    apiRoutes.removePushSubscription,
    RemovePushSubscriptionInput,
    PushStatus,
    "Forget the push subscription with this endpoint (idempotent)",
  ),
  sendTestPush: endpoint(
    apiRoutes.sendTestPush,
    null,
    Ok,
    "Send a test notification to the kept subscription",
  ),
  trackEvents: endpoint(
    apiRoutes.trackEvents,
    TrackEventsInput,
    TrackEventsOutput,
    "Store a batch of the app's own analytics events (client.* types; never stored for guests)",
  ),
  analyticsSummary: endpoint(
    apiRoutes.analyticsSummary,
    null,
    AnalyticsSummary,
    "The person's own completions, main-goal share, open tier mix and busiest days (?tz=zone)",
  ),
  // the body is the recording itself (WebM, Ogg or WAV bytes), not JSON: see routes/voice-routes.ts
  addTaskAttachment: endpoint(
    apiRoutes.addTaskAttachment,
    null,
    Task,
    "Attach an image, file or recording (raw body, name in x-file-name, at most 5 MB; type read from the bytes: JPEG, PNG, GIF, WebP, PDF, UTF-8 text, WebM, Ogg, WAV, MP4/M4A audio)",
  ),
  removeTaskAttachment: endpoint(
    apiRoutes.removeTaskAttachment,
    null,
    Task,
    "Remove an attached image or file by its media key",
  ),
  transcribeAudio: endpoint(
    apiRoutes.transcribeAudio,
    null,
    Transcription,
    "Transcribe a recording (raw WebM/Ogg/WAV body, at most 10 MB) into English text",
  ),
  listAccessTokens: endpoint(
    apiRoutes.listAccessTokens,
    null,
    AccessTokenList,
    "The account's personal access tokens (never their secrets), with when each was last used",
  ),
  createAccessToken: endpoint(
    apiRoutes.createAccessToken,
    CreateAccessTokenInput,
    CreatedAccessToken,
    "Create a personal access token (read, or read and write); its secret is shown only here",
  ),
  revokeAccessToken: endpoint(
    apiRoutes.revokeAccessToken,
    null,
    Ok,
    "Revoke a personal access token: refused on every instance from now on",
  ),
  calendarFeed: endpoint(
    apiRoutes.calendarFeed,
    null,
    CalendarFeed,
    "Whether a private calendar feed exists (its address is shown only when made)",
  ),
  regenerateCalendarFeed: endpoint(
    apiRoutes.regenerateCalendarFeed,
    null,
    CalendarFeed,
    "Make a new private calendar feed address (the old one stops working)",
  ),
  removeCalendarFeed: endpoint(
    apiRoutes.removeCalendarFeed,
    null,
    CalendarFeed,
    "Turn the private calendar feed off",
  ),
  previewImport: endpoint(
    apiRoutes.previewImport,
    null,
    ImportPreview,
    "Preview an import (raw file body, at most 5 MB): per row create / skip / error, nothing written",
  ),
  startImport: endpoint(
    apiRoutes.startImport,
    null,
    ImportRecord,
    "Start an import (the same raw body): a background job writes it all or nothing, then scores it",
  ),
  listImports: endpoint(apiRoutes.listImports, null, ImportList, "The person's past imports"),
  getImport: endpoint(apiRoutes.getImport, null, ImportRecord, "One import with its progress"),
  undoImport: endpoint(
    apiRoutes.undoImport,
    null,
    ImportRecord,
    "Undo an import: removes exactly the thoughts and goals it created",
  ),
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;
export type EndpointInput<N extends EndpointName> = Api[N]["input"] extends z.ZodType
  ? z.input<Api[N]["input"]>
  : undefined;
export type EndpointOutput<N extends EndpointName> = z.infer<Api[N]["output"]>;
