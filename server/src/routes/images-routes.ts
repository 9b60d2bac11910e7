import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps, AppEnv } from "../context";
import { goalFromRow } from "../db/mappers";
import { registerEndpoint } from "../http/register-endpoint";
import { findOwnedGoal } from "../use-cases/goals/find-owned-goal";
import { dismissImageFailure } from "../use-cases/images/dismiss-image-failure";
import { requestImage } from "../use-cases/images/request-image";
import { getTask } from "../use-cases/tasks/get-task";

/** Generated pictures for tasks and goals: each call answers at once with the subject's state. */
export function registerImageRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  const goal = async (userId: string, id: string) =>
    goalFromRow(await findOwnedGoal(deps.db, userId, id));

  registerEndpoint(app, "generateTaskImage", async ({ user, params }) => {
    const id = params.id ?? "";
    await requestImage({ deps, userId: user.id, target: "task", id });
    return getTask({ deps, user, taskId: id });
  });
  registerEndpoint(app, "dismissTaskImageFailure", async ({ user, params }) => {
    const id = params.id ?? "";
    await dismissImageFailure({ deps, userId: user.id, target: "task", id });
    return getTask({ deps, user, taskId: id });
  });
  registerEndpoint(app, "generateGoalImage", async ({ user, params }) => {
    const id = params.id ?? "";
    await requestImage({ deps, userId: user.id, target: "goal", id });
    return goal(user.id, id);
  });
  registerEndpoint(app, "dismissGoalImageFailure", async ({ user, params }) => {
    const id = params.id ?? "";
    await dismissImageFailure({ deps, userId: user.id, target: "goal", id });
    return goal(user.id, id);
  });
}
