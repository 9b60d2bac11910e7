import { describe, expect, it } from "vitest";
import { parseSingleScore } from "./score-reply";

describe("parseSingleScore", () => {
  it.each([
    ["5000", 5000],
    ["1", 1],
    ["10000", 10000],
    [" 4200\n", 4200],
    ["0042", 42],
  ])("accepts %j", (text, expected) => {
    expect(parseSingleScore(text)).toBe(expected);
  });

  it.each([
    "5000.5",
    "5000.0",
    "abc",
    "0",
    "10001",
    "999999",
    "-3",
    "+5",
    "",
    "   ",
    "Score: 4200",
    "4200 points",
    "1e3",
    "4,200",
    "4200\n4300",
    "１２３",
  ])("rejects %j", (text) => {
    expect(parseSingleScore(text)).toBeNull();
  });
});
