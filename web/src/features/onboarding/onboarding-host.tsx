import { lazy, Suspense, useMemo } from "react";
import { useGoals } from "../../lib/queries/goals";
import { useMe } from "../../lib/queries/session";
import { useTasks } from "../../lib/queries/tasks";
import { onboardingStore } from "../../lib/onboarding-store";
import { useOnboardingAutoStart } from "./use-onboarding-auto-start";

const OnboardingDialog = lazy(async () => ({
  default: (await import("./onboarding-dialog")).OnboardingDialog,
}));

/** Watches for a person's first item and shows the walkthrough (its code loads only then). */
export function OnboardingHost() {
  const me = useMe();
  const signedIn = Boolean(me.data?.user);
  const tasks = useTasks(signedIn);
  const goals = useGoals(signedIn);
  // docs/behaviour/goals.md: the total of tasks plus projects (subtasks)
  const total = useMemo(
    () =>
      tasks.data && goals.data
        ? tasks.data.length + goals.data.filter((g) => g.type === "subtask").length
        : undefined,
    [tasks.data, goals.data],
  );
  useOnboardingAutoStart(total);
  const open = onboardingStore.use((s) => s.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingDialog />
    </Suspense>
  );
}
