/**
 * What a log line may say about an error: its class and codes, never its message — a failed query's
 * message carries the SQL parameters, i.e. what a person wrote — and a stack with the message line
 * removed.
 */
export function safeErrorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { errorType: typeof error };
  const cause = (error as { cause?: unknown }).cause;
  const code =
    (error as { code?: unknown }).code ?? (cause as { code?: unknown } | undefined)?.code;
  return {
    errorName: error.name,
    ...(typeof code === "string" ? { errorCode: code } : {}),
    ...(cause instanceof Error ? { causeName: cause.name } : {}),
    stack: error.stack
      ?.split("\n")
      .filter((line) => line.trimStart().startsWith("at "))
      .slice(0, 12)
      .join("\n"),
  };
}
