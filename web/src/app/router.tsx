import { createBrowserRouter } from "react-router";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";
import { appRoutes } from "./routes";

/** Shown for the moment a lazily loaded screen's code arrives on a first load of its URL. */
function LoadingScreen() {
  return (
    <div aria-busy="true" aria-label="Loading" className="grid min-h-dvh place-items-center">
      <div className="size-8 animate-spin rounded-full border-2 border-line border-t-accent" />
    </div>
  );
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      path: "/",
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <LoadingScreen />,
      children: appRoutes,
    },
  ]);
}
