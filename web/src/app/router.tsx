import { createBrowserRouter } from "react-router";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";
import { appRoutes } from "./routes";

export function createAppRouter() {
  return createBrowserRouter([
    { path: "/", element: <RootLayout />, errorElement: <RouteError />, children: appRoutes },
  ]);
}
