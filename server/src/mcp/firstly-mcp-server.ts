import { randomUUID } from "node:crypto";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { accessTokenMessages } from "@firstly/core/contract/access-tokens";
import { messages } from "@firstly/core/contract/errors";
import { TASK_TEXT_MAX, TASK_TITLE_MAX } from "@firstly/core/contract/task";
import { tierForScore, tierLabel } from "@firstly/core/scoring/tiers";
import { UNSCORED } from "@firstly/core/scoring/constants";
import type { AppDeps } from "../context";
import { AppError } from "../errors/app-error";
import type { TokenHolder } from "../use-cases/tokens/resolve-access-token";
import { createTask } from "../use-cases/tasks/create-task";
import { applyTaskAction } from "../use-cases/tasks/apply-task-action";
import { listGoals } from "../use-cases/goals/list-goals";
import { searchTasksAndGoals } from "../use-cases/search/search-tasks-and-goals";
import { whatFirst, WHAT_FIRST_MAX } from "../use-cases/tasks/what-first";

type Text = { content: { type: "text"; text: string }[] };
const text = (value: string): Text => ({ content: [{ type: "text", text: value }] });

/**
 * A use case's AppError as the tool error an assistant reads: the docs/behaviour/messages.md own
 * text.
 */
async function run<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw new Error(error.message);
    throw new Error("Something went wrong");
  }
}

function label(title: string | null, body: string): string {
  const line = (title?.trim() || body.trim().split("\n")[0] || "").replace(/\s+/g, " ");
  return line.length > 100 ? `${line.slice(0, 99)}…` : line;
}

/**
 * One MCP server per request (stateless Streamable HTTP), bound to the token's person and scope.
 * Every tool calls the same use cases as the REST API, so owner checks, limits and scoring are the
 * app's own; a read token's write tools answer with an error instead of writing.
 */
export function createFirstlyMcpServer(deps: AppDeps, holder: TokenHolder): McpServer {
  const { user } = holder;
  const server = new McpServer(
    { name: "firstly", version: deps.version },
    {
      instructions:
        "Firstly ranks a person's thoughts (tasks and notes) by how much each serves their main goal. " +
        "Use what_first to answer 'what should I do first, and why?'; add_thought to capture something; " +
        "complete_thought when it is done.",
    },
  );
  const mustWrite = () => {
    if (holder.scope !== "write") throw new Error(accessTokenMessages.readOnly);
  };

  server.registerTool(
    "add_thought",
    {
      title: "Add a thought",
      description:
        "Capture a new thought (a task, idea or note) in the person's Firstly list. Firstly scores it " +
        "against their goals at once and answers with its priority tier. Needs a read-and-write token.",
      inputSchema: {
        text: z.string().min(1).max(TASK_TEXT_MAX).describe("What the thought says"),
        title: z.string().max(TASK_TITLE_MAX).optional().describe("A short title, if any"),
      },
    },
    async ({ text: body, title }) => {
      mustWrite();
      const task = await run(() =>
        createTask({
          deps,
          user,
          input: { id: randomUUID(), text: body, ...(title ? { title } : {}) },
        }),
      );
      const main = Object.values(task.goalAssessments).find((a) => a.goalType === "main");
      const tier = tierForScore(main?.score ?? UNSCORED);
      return text(
        `Added "${label(task.title, task.text)}" (id ${task.id})` +
          (main ? ` — ${tierLabel(tier)} for the main goal: ${main.reasoning}` : ""),
      );
    },
  );

  server.registerTool(
    "what_first",
    {
      title: "What should I do first?",
      description:
        "The person's open thoughts ranked for their main goal (or for one active subtask goal, by " +
        "goal_id from list_goals), best first: each with its priority tier, its score (1 is the most " +
        "important, 10000 the least) and the engine's one-line reason.",
      inputSchema: {
        goal_id: z
          .string()
          .max(100)
          .optional()
          .describe("An active subtask goal's id; default: the main goal"),
        limit: z.number().int().min(1).max(WHAT_FIRST_MAX).default(3).describe("How many (1–10)"),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ goal_id, limit }) => {
      const ranked = await run(() =>
        whatFirst({ deps, user, limit, ...(goal_id ? { goalId: goal_id } : {}) }),
      );
      if (ranked.thoughts.length === 0)
        return text(`Nothing open for "${ranked.goal.name}" right now.`);
      const lines = ranked.thoughts.map(
        (t, i) =>
          `${i + 1}. ${label(t.title, t.text)} — ${t.tierLabel}` +
          `${t.score === null ? "" : ` (score ${t.score})`}: ${t.reason} [id ${t.id}]`,
      );
      return text(`For "${ranked.goal.name}":\n${lines.join("\n")}`);
    },
  );

  server.registerTool(
    "search_thoughts",
    {
      title: "Search thoughts",
      description:
        "Find the person's thoughts and goals by meaning (at most 10), open ones by default or the " +
        "completed ones. Answers with each item's kind, id and title.",
      inputSchema: {
        query: z.string().min(1).max(200).describe("What to look for, in plain words"),
        completed: z
          .boolean()
          .default(false)
          .describe("Search completed items instead of open ones"),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ query, completed }) => {
      const found = await run(() =>
        searchTasksAndGoals({
          deps,
          user,
          input: {
            query,
            scope: completed ? "completed" : "active",
            kinds: completed ? ["task", "subtask", "main"] : ["task", "subtask"],
          },
        }),
      );
      if (found.results.length === 0) return text("No results found");
      return text(
        found.results.map((r) => `- ${r.kind} ${r.id}: ${label(r.title, r.text)}`).join("\n"),
      );
    },
  );

  server.registerTool(
    "complete_thought",
    {
      title: "Complete a thought",
      description:
        "Mark one of the person's thoughts as done, by its id (from what_first or search_thoughts). " +
        "Needs a read-and-write token.",
      inputSchema: { id: z.string().min(1).max(100).describe("The thought's id") },
      annotations: { destructiveHint: false, idempotentHint: true },
    },
    async ({ id }) => {
      mustWrite();
      const task = await run(() =>
        applyTaskAction({ deps, user, taskId: id, action: { action: "complete" } }),
      );
      return text(`Completed "${label(task.title, task.text)}".`);
    },
  );

  server.registerTool(
    "list_goals",
    {
      title: "List goals",
      description:
        "The person's goals: the main goal and subtask goals, active ones first, each with its id " +
        "(what_first takes a subtask goal's id).",
      inputSchema: {},
      annotations: { readOnlyHint: true },
    },
    async () => {
      const { goals } = await run(() => listGoals({ deps, user }));
      if (goals.length === 0) return text("No goals yet.");
      const ordered = [...goals].sort(
        (a, b) => Number(a.status !== "active") - Number(b.status !== "active"),
      );
      return text(
        ordered
          .map(
            (g) =>
              `- ${g.type === "main" ? "Main goal" : "Subtask"} (${g.status}) ${g.id}: ${g.name}`,
          )
          .join("\n"),
      );
    },
  );

  server.registerResource(
    "main-goal",
    "firstly://goals/main",
    {
      title: "Main goal",
      description: "The person's active main goal, which Firstly ranks every thought against",
      mimeType: "text/plain",
    },
    async (uri) => {
      const { goals } = await run(() => listGoals({ deps, user }));
      const main = goals.find((g) => g.type === "main" && g.status === "active");
      return {
        contents: [
          { uri: uri.href, mimeType: "text/plain", text: main?.description ?? messages.notFound },
        ],
      };
    },
  );

  server.registerPrompt(
    "plan_my_day",
    {
      title: "Plan my day",
      description: "Ask what to do first for the main goal, and why",
    },
    () => ({
      messages: [
        {
          role: "user",
          content: {
            type: "text",
            text:
              "Call what_first with limit 3. Tell me which thought to start with and why, in the " +
              "engine's own reasons, then the next two in one line each.",
          },
        },
      ],
    }),
  );
  return server;
}
