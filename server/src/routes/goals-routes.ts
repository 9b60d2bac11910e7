import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps, AppEnv } from "../context";
import { registerEndpoint } from "../http/register-endpoint";
import { completeGoal } from "../use-cases/goals/complete-goal";
import { createMainGoal } from "../use-cases/goals/create-main-goal";
import { createSubtask } from "../use-cases/goals/create-subtask";
import { listGoals } from "../use-cases/goals/list-goals";
import { restoreGoal } from "../use-cases/goals/restore-goal";
import { updateGoal } from "../use-cases/goals/update-goal";
import { updateMainGoal } from "../use-cases/goals/update-main-goal";

/** /api/goals. The fixed /main and /subtasks paths are registered before /:id. */
export function registerGoalRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  registerEndpoint(app, "listGoals", ({ user }) => listGoals({ deps, user }));
  registerEndpoint(app, "createMainGoal", ({ user, body }) =>
    createMainGoal({ deps, user, input: body }),
  );
  registerEndpoint(app, "updateMainGoal", ({ user, body }) =>
    updateMainGoal({ deps, user, input: body }),
  );
  registerEndpoint(app, "createSubtask", ({ user, body }) =>
    createSubtask({ deps, user, input: body }),
  );
  registerEndpoint(app, "updateGoal", ({ user, params, body }) =>
    updateGoal({ deps, user, goalId: params.id ?? "", input: body }),
  );
  registerEndpoint(app, "completeGoal", ({ user, params }) =>
    completeGoal({ deps, user, goalId: params.id ?? "" }),
  );
  registerEndpoint(app, "restoreGoal", ({ user, params }) =>
    restoreGoal({ deps, user, goalId: params.id ?? "" }),
  );
}
