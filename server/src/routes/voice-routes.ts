import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppDeps, AppEnv } from "../context";
import { AppError } from "../errors/app-error";
import { registerEndpoint } from "../http/register-endpoint";
import { NOT_AUDIO_MESSAGE, transcribeAudio } from "../use-cases/voice/transcribe-audio";

/**
 * The recording is the request body itself (`content-type: audio/webm` from the browser's
 * MediaRecorder blob), not the docs/behaviour/calls.md base64 in JSON or a multipart form: no 33 %
 * base64 growth, no form parsing, and the body-limit middleware counts real bytes. A cross-site
 * <form> can only send form or text/plain types, so those are refused here as well as by the origin
 * check.
 */
const AUDIO_BODY_TYPES = ["audio/webm", "audio/ogg", "audio/wav", "application/octet-stream"];

export function registerVoiceRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  registerEndpoint(
    app,
    "transcribeAudio",
    async ({ c, user }) => transcribeAudio({ deps, user, audio: await readAudioBody(c) }),
    { rawBody: AUDIO_BODY_TYPES },
  );
}

async function readAudioBody(c: Context<AppEnv>): Promise<Uint8Array> {
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!type.startsWith("audio/") && type !== "application/octet-stream")
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", NOT_AUDIO_MESSAGE);
  return new Uint8Array(await c.req.arrayBuffer());
}
