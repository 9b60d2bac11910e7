import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps, AppEnv } from "../context";
import { registerEndpoint } from "../http/register-endpoint";
import { applyTaskAction } from "../use-cases/tasks/apply-task-action";
import { clearRankCorrection } from "../use-cases/tasks/clear-rank-correction";
import { createTask } from "../use-cases/tasks/create-task";
import { deleteTask } from "../use-cases/tasks/delete-task";
import { getTask } from "../use-cases/tasks/get-task";
import { listTasks } from "../use-cases/tasks/list-tasks";
import { setRankCorrection } from "../use-cases/tasks/set-rank-correction";
import { undoTaskChange } from "../use-cases/tasks/undo-task-change";
import { updateTask } from "../use-cases/tasks/update-task";

/** /api/tasks: every query is scoped to the session's user inside the use cases. */
export function registerTaskRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  registerEndpoint(app, "listTasks", ({ user }) => listTasks({ deps, user }));
  registerEndpoint(app, "createTask", ({ user, body }) => createTask({ deps, user, input: body }));
  registerEndpoint(app, "getTask", ({ user, params }) =>
    getTask({ deps, user, taskId: params.id ?? "" }),
  );
  registerEndpoint(app, "updateTask", ({ user, params, body }) =>
    updateTask({ deps, user, taskId: params.id ?? "", input: body }),
  );
  registerEndpoint(app, "deleteTask", ({ user, params }) =>
    deleteTask({ deps, user, taskId: params.id ?? "" }),
  );
  registerEndpoint(app, "taskAction", ({ user, params, body }) =>
    applyTaskAction({ deps, user, taskId: params.id ?? "", action: body }),
  );
  registerEndpoint(app, "undoTaskChange", ({ user, params }) =>
    undoTaskChange({ deps, user, taskId: params.id ?? "" }),
  );
  registerEndpoint(app, "setRankCorrection", ({ user, params, body }) =>
    setRankCorrection({ deps, user, taskId: params.id ?? "", input: body }),
  );
  registerEndpoint(app, "clearRankCorrection", ({ user, params }) =>
    clearRankCorrection({ deps, user, taskId: params.id ?? "", goalId: params.goalId ?? "" }),
  );
}
