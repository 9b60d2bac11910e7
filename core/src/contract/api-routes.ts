/**
 * Every JSON endpoint's method and path, without its schemas (contract/api.ts adds them). The web
 * client fetches with this table alone, so its first page does not carry zod; it loads the schemas
 * beside the first request to check what came back.
 */
export const apiRoutes = {
  health: { method: "GET", path: "/api/health" },
  me: { method: "GET", path: "/api/me" },
  usage: { method: "GET", path: "/api/usage" },
  listTasks: { method: "GET", path: "/api/tasks" },
  createTask: { method: "POST", path: "/api/tasks" },
  getTask: { method: "GET", path: "/api/tasks/:id" },
  updateTask: { method: "PATCH", path: "/api/tasks/:id" },
  deleteTask: { method: "DELETE", path: "/api/tasks/:id" },
  taskAction: { method: "POST", path: "/api/tasks/:id/actions" },
  setRankCorrection: { method: "PUT", path: "/api/tasks/:id/correction" },
  clearRankCorrection: { method: "DELETE", path: "/api/tasks/:id/correction/:goalId" },
  generateTaskImage: { method: "POST", path: "/api/tasks/:id/image" },
  dismissTaskImageFailure: { method: "DELETE", path: "/api/tasks/:id/image/failure" },
  listGoals: { method: "GET", path: "/api/goals" },
  createMainGoal: { method: "POST", path: "/api/goals/main" },
  updateMainGoal: { method: "PATCH", path: "/api/goals/main" },
  createSubtask: { method: "POST", path: "/api/goals/subtasks" },
  updateGoal: { method: "PATCH", path: "/api/goals/:id" },
  completeGoal: { method: "POST", path: "/api/goals/:id/complete" },
  restoreGoal: { method: "POST", path: "/api/goals/:id/restore" },
  generateGoalImage: { method: "POST", path: "/api/goals/:id/image" },
  dismissGoalImageFailure: { method: "DELETE", path: "/api/goals/:id/image/failure" },
  getSettings: { method: "GET", path: "/api/settings" },
  updateSettings: { method: "PATCH", path: "/api/settings" },
  accountInfo: { method: "GET", path: "/api/account" },
  setPassword: { method: "POST", path: "/api/account/password" },
  unlinkGoogle: { method: "POST", path: "/api/account/unlink-google" },
  search: { method: "POST", path: "/api/search" },
  searchSettings: { method: "POST", path: "/api/settings/search" },
  searchHelp: { method: "POST", path: "/api/help/search" },
  subscription: { method: "GET", path: "/api/billing/subscription" },
  createCheckoutSession: { method: "POST", path: "/api/billing/checkout" },
  createPortalSession: { method: "POST", path: "/api/billing/portal" },
  pushStatus: { method: "GET", path: "/api/push" },
  savePushSubscription: { method: "PUT", path: "/api/push/subscription" },
  removePushSubscription: { method: "DELETE", path: "/api/push/subscription" },
  sendTestPush: { method: "POST", path: "/api/push/test" },
  trackEvents: { method: "POST", path: "/api/analytics/events" },
  analyticsSummary: { method: "GET", path: "/api/analytics/summary" },
  transcribeAudio: { method: "POST", path: "/api/voice/transcriptions" },
} as const;

export type RouteName = keyof typeof apiRoutes;
