import * as Dialog from "@radix-ui/react-dialog";
import { useLocation } from "react-router";
import { HomeScreen } from "../features/tasks/components/home-screen";
import { TaskViewScreen } from "../features/tasks/components/task-view-screen";
import { useGoBack } from "../lib/use-go-back";
import { useMediaQuery, WIDE_QUERY, type OverHomeState } from "../lib/use-media-query";
import { AppHeader } from "./shell/app-header";

/**
 * /tasks/:id (docs/behaviour/task-view.md task view, modal and detail). Opened from a home card on
 * a wide screen it is a dialog over home; on a phone, or opened any other way (a link, a reload of
 * a plain URL), it is its own full screen. The URL is the same either way, so back and reload
 * behave.
 */
export function TaskRoute() {
  const location = useLocation();
  const isWide = useMediaQuery(WIDE_QUERY);
  const goBack = useGoBack();
  if (!isWide || !(location.state as OverHomeState | null)?.overHome) return <TaskViewScreen />;
  return (
    <>
      <AppHeader />
      <HomeScreen />
      <Dialog.Root open onOpenChange={(open) => (open ? undefined : goBack())}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/35 backdrop-blur-[2px]" />
          {/* the transform makes this box the containing block of the view's fixed action bar;
              it ends 6rem above the window's bottom, the band where toasts show
              (data-over-home, styles.css --toast-bottom), so a toast never covers its bar */}
          <Dialog.Content
            data-over-home
            aria-describedby={undefined}
            className="fixed top-[max(1.5rem,calc(50dvh-30rem))] left-1/2 z-40 flex h-[min(calc(100dvh-7.5rem),54rem)] w-[min(44rem,calc(100vw-3rem))] -translate-x-1/2 flex-col overflow-hidden rounded-3xl bg-surface shadow-float"
          >
            <Dialog.Title className="sr-only">Thought</Dialog.Title>
            <div className="min-h-0 flex-1 overflow-y-auto">
              <TaskViewScreen isModal />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
