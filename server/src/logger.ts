export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, data?: object): void;
  info(msg: string, data?: object): void;
  warn(msg: string, data?: object): void;
  error(msg: string, data?: object): void;
}

/** Structured JSON lines on stdout: one object per event. */
export function createLogger(level: LogLevel): Logger {
  const write = (l: LogLevel) => (msg: string, data?: object) => {
    if (order[l] < order[level]) return;
    process.stdout.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: l, msg, ...data })}\n`,
    );
  };
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}
