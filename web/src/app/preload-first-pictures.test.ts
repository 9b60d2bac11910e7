import { afterEach, describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { makeGoal, makeTask } from "../../test/fixtures";
import { queryKeys } from "../lib/query-keys";
import { preloadFirstPictures } from "./preload-first-pictures";

const goal = makeGoal({ id: "g1" });
const scored = (id: string, score: number, imageURL: string | null) =>
  makeTask({
    id,
    imageURL,
    goalAssessments: { g1: { goalType: "main", score, basicScore: null, reasoning: "" } as never },
  });

function seeded(
  tasks = [
    scored("c", 300, "/api/media/c.webp"),
    scored("a", 100, "/api/media/a.webp"),
    scored("b", 200, null),
  ],
  visual = "enhanced",
) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.tasks, tasks);
  client.setQueryData(queryKeys.goals, [goal]);
  client.setQueryData(queryKeys.settings, { visualDisplayMode: visual });
  return client;
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
    (link) => [link.getAttribute("href"), link.getAttribute("fetchpriority")],
  );

afterEach(() => {
  document.head.innerHTML = "";
  localStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("preloadFirstPictures", () => {
  it("asks for the pictures of home's first two cards, in home's order, the first one first", () => {
    preloadFirstPictures(seeded());
    // a (score 100) leads, b (200) has no picture, c (300) is third: only a's picture
    expect(preloaded()).toEqual([["/api/media/a.webp", "high"]]);
  });

  it("does the same under a drawer over home", () => {
    window.history.replaceState(null, "", "/settings");
    preloadFirstPictures(
      seeded([scored("a", 100, "/api/media/a.webp"), scored("c", 300, "/api/media/c.webp")]),
    );
    expect(preloaded().map(([href]) => href)).toEqual(["/api/media/a.webp", "/api/media/c.webp"]);
  });

  it("asks for nothing where the cards show no pictures, home is not shown, or nothing was seeded", () => {
    preloadFirstPictures(seeded(undefined, "basic"));
    localStorage.setItem("firstly.homepage-mobile-columns", "2");
    preloadFirstPictures(seeded());
    localStorage.clear();
    window.history.replaceState(null, "", "/add");
    preloadFirstPictures(seeded());
    window.history.replaceState(null, "", "/");
    preloadFirstPictures(new QueryClient());
    expect(preloaded()).toEqual([]);
  });
});
