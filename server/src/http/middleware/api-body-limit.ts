import { bodyLimit } from "hono/body-limit";
import { errorResponse } from "../app-error";

/** The largest legitimate body is a 20,000-character note; 1 MB leaves room and stops abuse. */
export const apiBodyLimit = () =>
  bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => errorResponse(c, "BAD_REQUEST", "Request body is too large"),
  });
