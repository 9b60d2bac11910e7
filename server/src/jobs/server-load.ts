/**
 * How busy this process is with people's requests, as the job worker needs to know it: pictures
 * (the slowest background work, one for every new thought, goal and subtask) are drawn when the
 * server is quiet, and while it is busy at most one every `PICTURE_GAP_WHEN_BUSY_MS` (decision
 * 0020, "Pictures wait for a quiet moment").
 */
export interface ServerLoad {
  /** a request arrived (any path; an event stream counts once, when it opens) */
  noteRequest(atMs?: number): void;
  /** whether a request arrived in the last `QUIET_MS` */
  isBusy(atMs?: number): boolean;
}

/** no request for this long counts as a quiet moment */
export const QUIET_MS = 20;
/** while requests keep coming, the worker still draws a picture this often, so none starves */
export const PICTURE_GAP_WHEN_BUSY_MS = 1_000;

export function createServerLoad(): ServerLoad {
  let lastRequestAt = Number.NEGATIVE_INFINITY;
  return {
    noteRequest(atMs = performance.now()) {
      lastRequestAt = atMs;
    },
    isBusy(atMs = performance.now()) {
      return atMs - lastRequestAt < QUIET_MS;
    },
  };
}
