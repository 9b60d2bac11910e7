import type { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_ATTACHMENT_BYTES } from "@firstly/core/attachments/attachment-rules";
import type { AppEnv } from "../context";

/** The web app's share target (manifest.webmanifest `share_target`). */
export const SHARE_PATH = "/share";

/** A URL carries the shared words to Add Thought: long enough for a paragraph and its link. */
const FIELD_MAX = 2_000;

/**
 * Where the installed app's service worker is not running yet (its first start, or a browser that
 * routes the share past it), a share reaches the server: its title, text and link are handed to
 * Add Thought in the address, which saves nothing until Done. A shared picture needs the worker
 * (public/sw.js keeps it on the device); here it is read past and dropped with the body. Nothing
 * is stored, so this is no write: the origin check, which guards /api, does not apply.
 */
export function registerShareTarget(app: Hono<AppEnv>) {
  app.post(
    SHARE_PATH,
    bodyLimit({
      maxSize: MAX_ATTACHMENT_BYTES + 64 * 1024,
      onError: (c) => c.redirect("/add", 303),
    }),
    async (c) => {
      const query = new URLSearchParams();
      try {
        const form = await c.req.parseBody({ all: false });
        for (const name of ["title", "text", "url"]) {
          const value = form[name];
          if (typeof value === "string" && value.trim())
            // a form sends line breaks as CRLF; a thought keeps them as the person typed them
            query.set(name, value.replace(/\r\n?/g, "\n").replaceAll("\0", "").slice(0, FIELD_MAX));
        }
      } catch {
        // not a form: Add Thought opens empty
      }
      const rest = query.toString();
      return c.redirect(`/add${rest ? `?${rest}` : ""}`, 303);
    },
  );
}
