import { afterEach, describe, expect, it, vi } from "vitest";
import { registerServiceWorker } from "./register-service-worker";

/** A browser with service workers whose `register` is recorded; the page in `readyState`. */
function browserWith(readyState: DocumentReadyState) {
  const register = vi.fn(() => new Promise<never>(() => undefined));
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { register, addEventListener: vi.fn() },
  });
  Object.defineProperty(document, "readyState", { configurable: true, get: () => readyState });
  return register;
}

describe("registerServiceWorker", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    Reflect.deleteProperty(navigator, "serviceWorker");
    Reflect.deleteProperty(document, "readyState");
  });

  it("registers after the page's load", () => {
    vi.stubEnv("DEV", false);
    const register = browserWith("interactive");
    registerServiceWorker(() => undefined);
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    expect(register).toHaveBeenCalledWith("/sw.js");
  });

  // a page the server painted starts the app after its first picture, sometimes after its load
  it("registers at once when the app starts after the page has loaded", () => {
    vi.stubEnv("DEV", false);
    const register = browserWith("complete");
    registerServiceWorker(() => undefined);
    expect(register).toHaveBeenCalledWith("/sw.js");
  });
});
