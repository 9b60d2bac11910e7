/**
 * docs/behaviour/states.md#circuit-breaker circuit breaker, one per service, as a pure state
 * machine (no clock: pass `now` in ms).
 *
 * - closed: failures are counted while each lies within `windowMs` of the newest one; reaching
 *   `threshold` opens the breaker. A success clears the count (only consecutive failures count, so
 *   a busy, mostly healthy service does not trip on scattered errors).
 * - open: every request is refused until `resetMs` after opening; then the breaker is half-open.
 * - half-open: up to `halfOpenAttempts` trial requests are let through (each `canRequest` that
 *   returns true reserves one); a success closes the breaker, a failure reopens it for `resetMs`.
 * - A success reported while open (a slow call that started before it opened) also closes it:
 *   the service answered.
 */
export interface BreakerConfig {
  threshold: number;
  resetMs: number;
  windowMs: number;
  halfOpenAttempts: number;
}

export type BreakerStatus = "closed" | "open" | "half-open";

export type BreakerState =
  | { status: "closed"; failures: readonly number[] }
  | { status: "open"; openedAt: number }
  | { status: "half-open"; trials: number };

export type BreakerEvent =
  | { type: "request"; now: number }
  | { type: "success"; now: number }
  | { type: "failure"; now: number };

export const initialBreakerState: BreakerState = { status: "closed", failures: [] };

/** The state as time has moved it: open turns half-open once `resetMs` has passed. */
export function settleBreaker(
  state: BreakerState,
  config: BreakerConfig,
  now: number,
): BreakerState {
  if (state.status === "open" && now - state.openedAt >= config.resetMs) {
    return { status: "half-open", trials: 0 };
  }
  return state;
}

/** Whether a request may go out now (pure check; does not reserve a half-open trial). */
export function isRequestAllowed(state: BreakerState, config: BreakerConfig, now: number): boolean {
  const settled = settleBreaker(state, config, now);
  switch (settled.status) {
    case "closed":
      return true;
    case "open":
      return false;
    case "half-open":
      return settled.trials < config.halfOpenAttempts;
    default:
      return assertNever(settled);
  }
}

/** The transition table. A refused request leaves the state unchanged. */
export function nextBreakerState(
  state: BreakerState,
  event: BreakerEvent,
  config: BreakerConfig,
): BreakerState {
  const settled = settleBreaker(state, config, event.now);
  switch (event.type) {
    case "request":
      if (settled.status === "half-open" && settled.trials < config.halfOpenAttempts) {
        return { status: "half-open", trials: settled.trials + 1 };
      }
      return settled;
    case "success":
      return initialBreakerState;
    case "failure":
      return afterFailure(settled, config, event.now);
    default:
      return assertNever(event);
  }
}

function afterFailure(state: BreakerState, config: BreakerConfig, now: number): BreakerState {
  switch (state.status) {
    case "closed": {
      const failures = [...state.failures.filter((at) => now - at < config.windowMs), now];
      return failures.length >= config.threshold
        ? { status: "open", openedAt: now }
        : { status: "closed", failures };
    }
    case "open":
      return state; // a late failure does not extend the open period
    case "half-open":
      return { status: "open", openedAt: now };
    default:
      return assertNever(state);
  }
}

export interface Breaker {
  /** true when a request may go out; in half-open each true reserves one trial. */
  canRequest(now: number): boolean;
  recordSuccess(now: number): void;
  recordFailure(now: number): void;
  state(now: number): BreakerStatus;
}

/** A small mutable holder around the pure transition table. */
export function createBreaker(config: BreakerConfig): Breaker {
  let current: BreakerState = initialBreakerState;
  return {
    canRequest(now) {
      const allowed = isRequestAllowed(current, config, now);
      current = nextBreakerState(current, { type: "request", now }, config);
      return allowed;
    },
    recordSuccess(now) {
      current = nextBreakerState(current, { type: "success", now }, config);
    },
    recordFailure(now) {
      current = nextBreakerState(current, { type: "failure", now }, config);
    },
    state(now) {
      return settleBreaker(current, config, now).status;
    },
  };
}

function assertNever(value: never): never {
  throw new Error(`unexpected breaker value ${JSON.stringify(value)}`);
}
