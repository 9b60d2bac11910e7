import { isRouteErrorResponse, Link, useRouteError } from "react-router";

/**
 * Generic error boundary (docs/behaviour/navigation.md#error-page): 'Something went wrong' with
 * Refresh Page.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto flex min-h-dvh max-w-sm flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-semibold">
        {notFound ? "Page not found" : "Something went wrong"}
      </h1>
      {notFound ? (
        <Link to="/" className="rounded-xl bg-accent px-5 py-3 font-medium text-accent-ink">
          Go home
        </Link>
      ) : (
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-xl bg-accent px-5 py-3 font-medium text-accent-ink"
        >
          Refresh Page
        </button>
      )}
    </main>
  );
}
