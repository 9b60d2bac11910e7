import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { apiRoutes } from "@firstly/core/contract/api-routes";
import {
  MAX_ATTACHMENT_BYTES,
  attachmentMessages,
} from "@firstly/core/attachments/attachment-rules";
import { MAX_AUDIO_BYTES, audioTooLargeMessage } from "@firstly/core/voice/voice-messages";
import { IMPORT_LIMITS, importMessages } from "@firstly/core/import/plan";
import { errorResponse } from "../error-response";

/** Endpoints whose body is a file, each with its own larger limit (413 beyond it). */
const largerBodies: Record<string, MiddlewareHandler> = {
  [apiRoutes.transcribeAudio.path]: bodyLimit({
    maxSize: MAX_AUDIO_BYTES,
    onError: (c) => errorResponse(c, "PAYLOAD_TOO_LARGE", audioTooLargeMessage()),
  }),
};

/** An import's file (preview and start): 5 MB, said before upload (decision 0021). */
const importLimit = bodyLimit({
  maxSize: IMPORT_LIMITS.maxBytes,
  onError: (c) => errorResponse(c, "PAYLOAD_TOO_LARGE", importMessages.tooLarge),
});
largerBodies[apiRoutes.previewImport.path] = importLimit;
largerBodies[apiRoutes.startImport.path] = importLimit;

/**
 * POST /api/tasks/:id/attachments: 5 MB, counted while the body streams in
 * (docs/behaviour/validation.md#files).
 */
const ATTACHMENT_PATH = /^\/api\/tasks\/[^/]+\/attachments$/;
const attachmentLimit = bodyLimit({
  maxSize: MAX_ATTACHMENT_BYTES,
  onError: (c) => errorResponse(c, "PAYLOAD_TOO_LARGE", attachmentMessages.tooLarge),
});

/**
 * The largest legitimate JSON body is a 20,000-character note; 1 MB leaves room and stops abuse.
 * GET and HEAD carry no body, and asking for one would build a whole Request object per read.
 */
export const apiBodyLimit = (): MiddlewareHandler => {
  const maxSize = 1024 * 1024;
  const tooLarge = (c: Context) => errorResponse(c, "BAD_REQUEST", "Request body is too large");
  const limit = bodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (c.req.method === "POST" && ATTACHMENT_PATH.test(c.req.path))
      return attachmentLimit(c, next);
    const larger = largerBodies[c.req.path];
    if (larger) return larger(c, next);
    // A declared length is what hono's bodyLimit would check too (Node's parser never reads past
    // it), but asking the request for its body first builds a whole fetch Request around the
    // socket, which costs an edit about a tenth of its time; the handler then reads the body
    // straight from the socket. A body without a declared length is counted as it streams.
    const declared = c.req.header("content-length");
    if (declared !== undefined && c.req.header("transfer-encoding") === undefined)
      return Number.parseInt(declared, 10) > maxSize ? tooLarge(c) : next();
    return limit(c, next);
  };
};
