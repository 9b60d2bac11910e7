import { secureHeaders } from "hono/secure-headers";
import { START_AFTER_PAINT_HASH } from "../start-after-paint";

/** Scripts only from this origin, and the one inline starter of a painted page, by its hash
 * (http/start-after-paint.ts). Styles allow inline attributes
 * (animation), images any https source (thoughts may carry image URLs). A stored file's answer sets
 * a stricter policy of its own, which is kept. */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", START_AFTER_PAINT_HASH],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", "data:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    // a response that sets its own policy keeps it (stored files: GET /api/media/:key)
    overwrite: false,
  });
