import type { Health } from "@firstly/core/contract/session";
import type { AppDeps } from "../context";

/** GET /api/health's answer: the database (pinged), the AI engine, sign-in options, voice, version. */
export async function healthStatus(
  deps: Pick<AppDeps, "database" | "scorer" | "env" | "version" | "transcriber">,
): Promise<Health> {
  const ok = await deps.database.ping();
  return {
    status: ok ? "ok" : "degraded",
    database: { kind: deps.database.kind, ok },
    ai: { engine: deps.scorer.engine, model: deps.scorer.model, ok: true },
    auth: { google: Boolean(deps.env.GOOGLE_CLIENT_ID) },
    voice: { transcription: deps.transcriber !== null },
    supportEmail: deps.env.SUPPORT_EMAIL,
    version: deps.version,
  };
}
