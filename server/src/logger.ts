import { pino } from "pino";

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

/** What the app logs through: a message and ids/codes — never what a person wrote. */
export interface Logger {
  debug(msg: string, data?: object): void;
  info(msg: string, data?: object): void;
  warn(msg: string, data?: object): void;
  error(msg: string, data?: object): void;
}

/**
 * JSON lines on stdout through pino (asynchronous, cheap per call; a disabled level costs a
 * function call). Each line: time, level, msg and the given fields.
 */
export function createLogger(level: LogLevel): Logger {
  const log = pino({
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
  return {
    debug: (msg, data) => log.debug(data ?? {}, msg),
    info: (msg, data) => log.info(data ?? {}, msg),
    warn: (msg, data) => log.warn(data ?? {}, msg),
    error: (msg, data) => log.error(data ?? {}, msg),
  };
}
