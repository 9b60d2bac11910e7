import { secureHeaders } from "hono/secure-headers";

/** The SPA ships no inline script: scripts only from this origin. Styles allow inline attributes
 * (animation), images any https source (thoughts may carry image URLs). A stored file's answer sets
 * a stricter policy of its own, which is kept. */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
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
