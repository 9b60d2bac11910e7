import { describe, expect, it } from "vitest";
import { breakerConfigs } from "../scoring/constants";
import { createBreaker, initialBreakerState, nextBreakerState } from "./circuit-breaker";

const config = breakerConfigs.textAi; // 3 failures, reset 60 s, window 120 s, 2 half-open trials

function openedAt(now: number) {
  const breaker = createBreaker(config);
  for (let i = 0; i < config.threshold; i++) breaker.recordFailure(now);
  return breaker;
}

describe("circuit breaker", () => {
  it("stays closed below the threshold and opens at it", () => {
    const breaker = createBreaker(config);
    breaker.recordFailure(0);
    breaker.recordFailure(1_000);
    expect(breaker.state(1_000)).toBe("closed");
    expect(breaker.canRequest(1_000)).toBe(true);
    breaker.recordFailure(2_000);
    expect(breaker.state(2_000)).toBe("open");
    expect(breaker.canRequest(2_000)).toBe(false);
  });

  it("counts only failures within the window", () => {
    const breaker = createBreaker(config);
    breaker.recordFailure(0);
    breaker.recordFailure(1);
    breaker.recordFailure(config.windowMs + 1); // the first two have left the window
    expect(breaker.state(config.windowMs + 1)).toBe("closed");
    const edge = createBreaker(config);
    edge.recordFailure(0);
    edge.recordFailure(1);
    edge.recordFailure(config.windowMs - 1); // still inside
    expect(edge.state(config.windowMs - 1)).toBe("open");
  });

  it("a success in closed state clears the failure count", () => {
    const breaker = createBreaker(config);
    breaker.recordFailure(0);
    breaker.recordFailure(1);
    breaker.recordSuccess(2);
    breaker.recordFailure(3);
    expect(breaker.state(3)).toBe("closed");
  });

  it("turns half-open exactly at resetMs", () => {
    const breaker = openedAt(0);
    expect(breaker.state(config.resetMs - 1)).toBe("open");
    expect(breaker.canRequest(config.resetMs - 1)).toBe(false);
    expect(breaker.state(config.resetMs)).toBe("half-open");
  });

  it("lets halfOpenAttempts trial calls through in half-open, then refuses", () => {
    const breaker = openedAt(0);
    const now = config.resetMs;
    expect(breaker.canRequest(now)).toBe(true);
    expect(breaker.canRequest(now)).toBe(true);
    expect(breaker.canRequest(now)).toBe(false);
    expect(breaker.state(now)).toBe("half-open");
  });

  it("a half-open success closes it", () => {
    const breaker = openedAt(0);
    expect(breaker.canRequest(config.resetMs)).toBe(true);
    breaker.recordSuccess(config.resetMs + 10);
    expect(breaker.state(config.resetMs + 10)).toBe("closed");
    expect(breaker.canRequest(config.resetMs + 10)).toBe(true);
  });

  it("a half-open failure reopens it for another resetMs", () => {
    const breaker = openedAt(0);
    const trialAt = config.resetMs + 5;
    expect(breaker.canRequest(trialAt)).toBe(true);
    breaker.recordFailure(trialAt);
    expect(breaker.state(trialAt)).toBe("open");
    expect(breaker.state(trialAt + config.resetMs - 1)).toBe("open");
    expect(breaker.state(trialAt + config.resetMs)).toBe("half-open");
  });

  it("a late failure while open does not extend the open period", () => {
    const breaker = openedAt(0);
    breaker.recordFailure(30_000);
    expect(breaker.state(config.resetMs)).toBe("half-open");
  });

  it("uses each service's own config", () => {
    const backend = createBreaker(breakerConfigs.backend);
    for (let i = 0; i < 4; i++) backend.recordFailure(i);
    expect(backend.state(4)).toBe("closed");
    backend.recordFailure(5);
    expect(backend.state(5)).toBe("open");
    expect(backend.state(5 + breakerConfigs.backend.resetMs)).toBe("half-open");
    for (let i = 0; i < 3; i++) expect(backend.canRequest(30_005)).toBe(true);
    expect(backend.canRequest(30_005)).toBe(false);
  });

  it("the transition table is pure", () => {
    const before = initialBreakerState;
    const after = nextBreakerState(before, { type: "failure", now: 1 }, config);
    expect(before).toEqual({ status: "closed", failures: [] });
    expect(after).toEqual({ status: "closed", failures: [1] });
  });
});
