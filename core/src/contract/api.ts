import { z } from "zod";
import {
  Goal,
  CreateMainGoalInput,
  UpdateMainGoalInput,
  CreateSubtaskInput,
  UpdateGoalInput,
} from "./goal";
import { Task, CreateTaskInput, UpdateTaskInput, TaskAction } from "./task";
import { Settings, UpdateSettingsInput } from "./settings";
import { Health, Me, Usage } from "./session";
import { AccountInfo, SetPasswordInput } from "./account";
import {
  HelpSearchInput,
  HelpSearchOutput,
  SearchInput,
  SearchOutput,
  SettingsSearchInput,
  SettingsSearchOutput,
} from "./search";

/**
 * Every JSON endpoint under /api, defined once. The server registers routes from these entries
 * (zod-openapi) and the web client calls them through `callApi(endpoint, …)`, typed from the same
 * schemas. Auth endpoints live under /api/auth/* (better-auth) and are not listed here.
 */
function endpoint<
  M extends "GET" | "POST" | "PATCH" | "DELETE",
  P extends string,
  I extends z.ZodType | null,
  O extends z.ZodType,
>(method: M, path: P, input: I, output: O, summary: string) {
  return { method, path, input, output, summary } as const;
}

const Ok = z.object({ ok: z.literal(true) });

export const api = {
  health: endpoint("GET", "/api/health", null, Health, "Database and AI engine status"),
  me: endpoint("GET", "/api/me", null, Me, "The signed-in user or guest, or null"),
  usage: endpoint("GET", "/api/usage", null, Usage, "Items used this month and the limit"),

  listTasks: endpoint(
    "GET",
    "/api/tasks",
    null,
    z.object({ tasks: z.array(Task) }),
    "Tasks (not deleted)",
  ),
  createTask: endpoint(
    "POST",
    "/api/tasks",
    CreateTaskInput,
    Task,
    "Create a task (idempotent on id)",
  ),
  getTask: endpoint("GET", "/api/tasks/:id", null, Task, "One task"),
  updateTask: endpoint("PATCH", "/api/tasks/:id", UpdateTaskInput, Task, "Edit a task"),
  deleteTask: endpoint("DELETE", "/api/tasks/:id", null, Ok, "Soft-delete a task"),
  taskAction: endpoint(
    "POST",
    "/api/tasks/:id/actions",
    TaskAction,
    Task,
    "Complete, uncomplete, delay, skip, restore, schedule",
  ),

  listGoals: endpoint(
    "GET",
    "/api/goals",
    null,
    z.object({ goals: z.array(Goal) }),
    "All goals, active and completed",
  ),
  createMainGoal: endpoint(
    "POST",
    "/api/goals/main",
    CreateMainGoalInput,
    Goal,
    "Set the main goal (completes the active one)",
  ),
  updateMainGoal: endpoint(
    "PATCH",
    "/api/goals/main",
    UpdateMainGoalInput,
    Goal,
    "Change the active main goal's text",
  ),
  createSubtask: endpoint(
    "POST",
    "/api/goals/subtasks",
    CreateSubtaskInput,
    Goal,
    "Add a subtask goal",
  ),
  updateGoal: endpoint(
    "PATCH",
    "/api/goals/:id",
    UpdateGoalInput,
    Goal,
    "Edit a goal's title or text",
  ),
  completeGoal: endpoint("POST", "/api/goals/:id/complete", null, Goal, "Complete a goal"),
  restoreGoal: endpoint("POST", "/api/goals/:id/restore", null, Goal, "Restore a completed goal"),

  getSettings: endpoint(
    "GET",
    "/api/settings",
    null,
    Settings,
    "Settings (defaults are created when missing)",
  ),
  updateSettings: endpoint(
    "PATCH",
    "/api/settings",
    UpdateSettingsInput,
    Settings,
    "Change settings",
  ),

  accountInfo: endpoint(
    "GET",
    "/api/account",
    null,
    AccountInfo,
    "The signed-in account: email, password, linked Google",
  ),
  setPassword: endpoint(
    "POST",
    "/api/account/password",
    SetPasswordInput,
    Ok,
    "Give a Google-only account a password",
  ),
  unlinkGoogle: endpoint(
    "POST",
    "/api/account/unlink-google",
    null,
    Ok,
    "Unlink Google (needs a password)",
  ),

  search: endpoint(
    "POST",
    "/api/search",
    SearchInput,
    SearchOutput,
    "Find open or completed items by meaning (at most 10)",
  ),
  searchSettings: endpoint(
    "POST",
    "/api/settings/search",
    SettingsSearchInput,
    SettingsSearchOutput,
    "Find settings sections by meaning",
  ),
  searchHelp: endpoint(
    "POST",
    "/api/help/search",
    HelpSearchInput,
    HelpSearchOutput,
    "Suggest help topics for a question (AI fallback)",
  ),
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;
export type EndpointInput<N extends EndpointName> = Api[N]["input"] extends z.ZodType
  ? z.input<Api[N]["input"]>
  : undefined;
export type EndpointOutput<N extends EndpointName> = z.infer<Api[N]["output"]>;
