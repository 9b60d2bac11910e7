import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { Task } from "@firstly/core/contract/task";
import { userTasks } from "../src/db/schema";
import { startJobWorker } from "../src/jobs/job-worker";
import { runMaintenanceSweep } from "../src/jobs/maintenance-sweep";
import type { ActiveGoal } from "../src/scoring/assessments";
import { createTestApp, type TestApp } from "./support/test-app";
import { countStatements } from "./support/count-statements";
import { until } from "./support/until";

/**
 * Issue 30, decision 0033: an autosave burst's edits keep the scores they found and mark the row;
 * the built-in engine scores the words once they rest (use-cases/tasks/settle-scores.ts).
 */

const GOAL = "Run a marathon in the spring";

async function person(t: TestApp) {
  const cookie = await t.signUp();
  const goal = (await (
    await t.request("/api/goals/main", { cookie, body: { description: GOAL } })
  ).json()) as { id: string };
  const userId = (
    (await (await t.request("/api/me", { cookie })).json()) as { user: { id: string } }
  ).user.id;
  const id = randomUUID();
  await t.request("/api/tasks", { cookie, body: { id, text: "Buy a birthday card for Anna" } });
  const goals: ActiveGoal[] = [{ id: goal.id, type: "main", description: GOAL }];
  return { cookie, goalId: goal.id, userId, id, goals };
}

async function edit(t: TestApp, cookie: string, id: string, text: string): Promise<Task> {
  const res = await t.request(`/api/tasks/${id}`, { cookie, method: "PATCH", body: { text } });
  expect(res.status).toBe(200);
  return (await res.json()) as Task;
}

async function stored(t: TestApp, id: string) {
  const [row] = await t.deps.db.select().from(userTasks).where(eq(userTasks.id, id));
  if (!row) throw new Error("no row");
  return row;
}

describe("built-in scores once a text rests (issue 30)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SCORE_SETTLE_MS: "400" } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("scores a single edit in its answer, holds back the burst after it, then scores the rested words once and announces them", async () => {
    const p = await person(t);
    const expected = (text: string) =>
      t.deps.scorer.assess(p.goals, { id: p.id, title: null, text })[p.goalId]!;
    const assess = vi.spyOn(t.deps.scorer, "assess");
    const heard: string[] = [];
    const stop = t.deps.notifier.subscribe(p.userId, (event) => {
      if (event.kind === "scores") heard.push(...(event.ids ?? []));
    });
    try {
      const first = await edit(t, p.cookie, p.id, "Long run of 30 km at marathon pace");
      expect(first.goalAssessments[p.goalId]?.score).toBe(
        expected("Long run of 30 km at marathon pace").score,
      );
      expect((await stored(t, p.id)).scoresPending).toBe(false);
      assess.mockClear();

      // the burst: each answer keeps the first edit's scores, and the row says they are pending
      const words = ["Buy a birthday", "Buy a birthday card", "Buy a birthday card for Anna today"];
      for (const text of words) {
        const answer = await edit(t, p.cookie, p.id, text);
        expect(answer.text).toBe(text);
        expect(answer.goalAssessments[p.goalId]?.score).toBe(
          first.goalAssessments[p.goalId]?.score,
        );
        expect((await stored(t, p.id)).scoresPending).toBe(true);
      }
      expect(assess).not.toHaveBeenCalled();

      const settled = await until(async () => {
        const row = await stored(t, p.id);
        return row.scoresPending ? undefined : row;
      });
      // once for the rested words, not once per save
      expect(assess).toHaveBeenCalledTimes(1);
      const last = words[words.length - 1]!;
      expect(settled.text).toBe(last);
      expect(settled.goalAssessments[p.goalId]?.score).toBe(expected(last).score);
      expect(settled.goalAssessments[p.goalId]?.reasoning).toBe(expected(last).reasoning);
      expect(heard).toContain(p.id);
      const { tasks } = (await (await t.request("/api/tasks", { cookie: p.cookie })).json()) as {
        tasks: Task[];
      };
      expect(tasks.find((x) => x.id === p.id)?.goalAssessments[p.goalId]?.score).toBe(
        expected(last).score,
      );
    } finally {
      stop();
      assess.mockRestore();
    }
  });

  it("a held-back edit is one message, so is the settle, and the edit after it starts from the row the settle wrote", async () => {
    const p = await person(t);
    await edit(t, p.cookie, p.id, "Easy 8 km recovery run");
    const held = await countStatements(t.deps.db, () =>
      edit(t, p.cookie, p.id, "Easy 8 km recovery run after work"),
    );
    const own = held.statements.filter((text) => !text.startsWith("select pg_notify"));
    expect(own.length, own.join("\n")).toBeLessThanOrEqual(1);
    // waited for by its event, so that nothing but the settle reaches the database meanwhile
    const settling = await countStatements(
      t.deps.db,
      () =>
        new Promise<void>((resolve) => {
          const stop = t.deps.notifier.subscribe(p.userId, (event) => {
            if (event.kind === "scores" && event.ids?.includes(p.id)) {
              stop();
              resolve();
            }
          });
        }),
    );
    // the settle itself: the lock and one update in one message, like the edit it follows
    const settleOwn = settling.statements.filter((text) => !text.startsWith("select pg_notify"));
    expect(settleOwn.length, settleOwn.join("\n")).toBeLessThanOrEqual(1);
    expect((await stored(t, p.id)).scoresPending).toBe(false);
    const next = await countStatements(t.deps.db, () =>
      edit(t, p.cookie, p.id, "Easy 8 km recovery run after work, slowly"),
    );
    const nextOwn = next.statements.filter((text) => !text.startsWith("select pg_notify"));
    expect(nextOwn.length, nextOwn.join("\n")).toBeLessThanOrEqual(1);
  });

  it("a thought completed while its scores wait only loses its mark", async () => {
    const p = await person(t);
    await edit(t, p.cookie, p.id, "Tempo run, 10 km");
    await edit(t, p.cookie, p.id, "Tempo run, 12 km");
    expect((await stored(t, p.id)).scoresPending).toBe(true);
    const done = await t.request(`/api/tasks/${p.id}/actions`, {
      cookie: p.cookie,
      body: { action: "complete" },
    });
    expect(done.status).toBe(200);
    const row = await until(async () => {
      const r = await stored(t, p.id);
      return r.scoresPending ? undefined : r;
    });
    expect(row.status).toBe("completed");
    expect(row.goalAssessments).toEqual({});
  });

  it("the maintenance sweep scores a thought a stopped process left marked, and only once it was left", async () => {
    const p = await person(t);
    const words = "Long run of 32 km with gels every 40 minutes";
    // what a process killed mid-burst leaves: the new words, the old scores, the mark
    await t.deps.db
      .update(userTasks)
      .set({ text: words, scoresPending: true })
      .where(eq(userTasks.id, p.id));
    await runMaintenanceSweep(t.deps);
    // just written: a live process may still be settling it
    expect((await stored(t, p.id)).scoresPending).toBe(true);
    await t.deps.db
      .update(userTasks)
      .set({ updatedAt: sql`now() - interval '1 minute'` })
      .where(eq(userTasks.id, p.id));
    const swept = await runMaintenanceSweep(t.deps);
    expect(swept.settled).toBeGreaterThanOrEqual(1);
    const row = await stored(t, p.id);
    expect(row.scoresPending).toBe(false);
    expect(row.goalAssessments[p.goalId]?.score).toBe(
      t.deps.scorer.assess(p.goals, { id: p.id, title: null, text: words })[p.goalId]!.score,
    );
  });
});

describe("a stopping server settles what waits", () => {
  let t: TestApp;
  beforeAll(async () => {
    // long enough that only the stop can settle it within the test
    t = await createTestApp({ env: { SCORE_SETTLE_MS: "60000" } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("scores a held-back edit when the job worker stops, before the database closes", async () => {
    const worker = startJobWorker(t.deps);
    const p = await person(t);
    await edit(t, p.cookie, p.id, "Hill repeats, 8 × 200 m");
    const words = "Hill repeats, 10 × 200 m, then an easy jog home";
    await edit(t, p.cookie, p.id, words);
    expect((await stored(t, p.id)).scoresPending).toBe(true);
    await worker.stop();
    const row = await stored(t, p.id);
    expect(row.scoresPending).toBe(false);
    expect(row.goalAssessments[p.goalId]?.score).toBe(
      t.deps.scorer.assess(p.goals, { id: p.id, title: null, text: words })[p.goalId]!.score,
    );
  });

  it("with SCORE_SETTLE_MS=0 every save is scored in its own answer", async () => {
    const z = await createTestApp({ env: { SCORE_SETTLE_MS: "0" } });
    try {
      const p = await person(z);
      await edit(z, p.cookie, p.id, "Hill repeats, 8 × 200 m");
      const words = "Buy a birthday card for Anna today";
      const answer = await edit(z, p.cookie, p.id, words);
      expect(answer.goalAssessments[p.goalId]?.score).toBe(
        z.deps.scorer.assess(p.goals, { id: p.id, title: null, text: words })[p.goalId]!.score,
      );
      expect((await stored(z, p.id)).scoresPending).toBe(false);
    } finally {
      await z.close();
    }
  });
});
