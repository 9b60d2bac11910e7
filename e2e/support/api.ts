import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { Goal } from "@firstly/core/contract/goal";
import type { Settings, UpdateSettingsInput } from "@firstly/core/contract/settings";
import type { Task, TaskAction } from "@firstly/core/contract/task";
import { appTookOver, PASSWORD, uniqueEmail } from "./people";

/**
 * The JSON API (core/src/contract/api.ts) through the page's own request context, so calls share
 * the browser's cookies: what the API creates is what the signed-in page sees. Used to arrange
 * state quickly and to read back ids; the journeys themselves act through the UI.
 */
export class Api {
  constructor(
    private readonly request: APIRequestContext,
    private readonly origin: string,
  ) {}

  private async call<T>(method: string, path: string, data?: unknown): Promise<T> {
    const res = await this.request.fetch(path, {
      method,
      data: data === undefined ? undefined : JSON.stringify(data),
      headers: { "content-type": "application/json", origin: this.origin },
    });
    const body = await res.text();
    if (!res.ok()) throw new Error(`${method} ${path} → ${res.status()}: ${body}`);
    return (body ? JSON.parse(body) : null) as T;
  }

  async signUp(email = uniqueEmail("user"), password = PASSWORD): Promise<string> {
    await this.call("POST", "/api/auth/sign-up/email", { email, password, name: email });
    return email;
  }

  tasks = async (): Promise<Task[]> =>
    (await this.call<{ tasks: Task[] }>("GET", "/api/tasks")).tasks;
  goals = async (): Promise<Goal[]> =>
    (await this.call<{ goals: Goal[] }>("GET", "/api/goals")).goals;
  settings = (): Promise<Settings> => this.call("GET", "/api/settings");
  updateSettings = (input: UpdateSettingsInput): Promise<Settings> =>
    this.call("PATCH", "/api/settings", input);
  createTask = (text: string, title?: string): Promise<Task> =>
    this.call("POST", "/api/tasks", { id: randomUUID(), text, ...(title ? { title } : {}) });
  taskAction = (id: string, action: TaskAction): Promise<Task> =>
    this.call("POST", `/api/tasks/${id}/actions`, action);
  createMainGoal = (description: string): Promise<Goal> =>
    this.call("POST", "/api/goals/main", { description });
  createSubtask = (description: string): Promise<Goal> =>
    this.call("POST", "/api/goals/subtasks", { description });
  completeGoal = (id: string): Promise<Goal> => this.call("POST", `/api/goals/${id}/complete`);

  /**
   * Waits until a new thought's own picture (queued by itself on creation) is drawn, so a journey
   * that counts pictures counts it too.
   */
  async waitForPicture(id: string): Promise<Task> {
    let task: Task | undefined;
    await expect
      .poll(
        async () => {
          task = (await this.tasks()).find((t) => t.id === id);
          return Boolean(task?.imageURL) && task?.isGeneratingImage === false;
        },
        { timeout: 30_000, message: "the thought's own picture is drawn" },
      )
      .toBe(true);
    return task as Task;
  }

  async taskByText(text: string): Promise<Task> {
    const task = (await this.tasks()).find((t) => t.text === text);
    if (!task) throw new Error(`no task with text ${JSON.stringify(text)}`);
    return task;
  }

  /** Waits until every live task carries a score for the active main goal (background rescoring). */
  async waitForScores(count: number): Promise<void> {
    await expect
      .poll(
        async () => {
          const main = (await this.goals()).find((g) => g.type === "main" && g.status === "active");
          if (!main) return -1;
          return (await this.tasks()).filter((t) => t.goalAssessments[main.id]).length;
        },
        { timeout: 20_000, message: `${count} tasks scored against the main goal` },
      )
      .toBeGreaterThanOrEqual(count);
  }
}

/**
 * A fresh signed-in account for one journey: signed up through the API (the sign-up UI has its
 * own journeys in account.spec.ts), then home is opened with that session.
 */
export async function openHomeSignedIn(
  page: Page,
  label: string,
): Promise<{ api: Api; email: string }> {
  const api = new Api(page.request, process.env.E2E_BASE_URL ?? "");
  const email = await api.signUp(uniqueEmail(label));
  await page.goto("/");
  await expect(page.getByRole("banner").getByText(`Signed in as ${email}`)).toBeAttached();
  await appTookOver(page);
  return { api, email };
}

/**
 * Every home card, in on-screen order: the 'Just added' thought first (it takes no rank), then
 * the ranked list ('Your thoughts, most important first'); each card is a list item.
 */
export function homeCards(page: Page): Locator {
  return page
    .getByRole("list", { name: /^(Just added|Your thoughts, most important first)$/ })
    .getByRole("listitem");
}

/** Only the ranked cards (#1, #2, …), without the just-added thought. */
export function rankedCards(page: Page): Locator {
  return page
    .getByRole("list", { name: "Your thoughts, most important first" })
    .getByRole("listitem");
}

/** The card (list item) whose text contains `text`. */
export function homeCard(page: Page, text: string | RegExp): Locator {
  return homeCards(page).filter({ hasText: text });
}

/** Card texts in their on-screen order, for rank assertions. */
export async function cardOrder(page: Page): Promise<string[]> {
  // the order and what each card says, not whether its picture is still being drawn
  return (await homeCards(page).allInnerTexts()).map((t) =>
    t
      .replace(/Creating image…|\b\d+ photos?\b/g, "")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

/**
 * Each card's tier, read from its `tier-<name>` class (docs/behaviour/states.md#score-tiers tiers),
 * in on-screen order.
 */
export async function cardTiers(page: Page): Promise<string[]> {
  return homeCards(page).evaluateAll((items: HTMLElement[]) =>
    items.map((li) => /\btier-(\w+)/.exec(li.className)?.[1] ?? "none"),
  );
}

/** The id in /tasks/:id of the current page. */
export function taskIdFromUrl(page: Page): string {
  const match = /\/tasks\/([^/?#]+)/.exec(page.url());
  if (!match?.[1]) throw new Error(`not on a task view: ${page.url()}`);
  return decodeURIComponent(match[1]);
}

/**
 * The task view's action bar (docs/behaviour/task-view.md: complete, delay, skip shown as Archive,
 * uncomplete).
 */
export function actionBar(page: Page): Locator {
  return page.getByRole("toolbar", { name: "Task actions" });
}

/** Sonner's toast region ('Notifications alt+T'). */
export function toasts(page: Page): Locator {
  return page.getByRole("region", { name: /^Notifications/ });
}
