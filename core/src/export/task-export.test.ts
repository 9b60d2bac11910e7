import { describe, expect, it } from "vitest";
import {
  csvCell,
  exportFileName,
  hasContent,
  tasksToCsv,
  tasksToJson,
  tasksToTxt,
  type ExportTask,
} from "./task-export";

const note: ExportTask = {
  title: 'Plan, "big" trip',
  content: "Line one\nLine two — café ☕",
  created: "2026-11-01T10:00:00.000Z",
  updated: "2026-11-02T10:00:00.000Z",
  goalScore: 420,
  visualTier: "Critical Priority",
  status: "pending",
};

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["=SUM(A1:A9)", "'=SUM(A1:A9)"],
    ["+1 555", "'+1 555"],
    ["-2", "'-2"],
    ["@cmd", "'@cmd"],
    ["\tx", "'\tx"],
    ['=HYPERLINK("x","y")', '"\'=HYPERLINK(""x"",""y"")"'],
  ])("%j → %j", (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it("writes numbers as they are and null as empty", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
  });
});

describe("notes export", () => {
  it("CSV: BOM, the docs/behaviour/settings.md#export columns, CRLF rows, quoted multi-line cells", () => {
    const csv = tasksToCsv([note]);
    expect(
      csv.startsWith("\uFEFFTitle,Content,Created,Updated,Goal Score,Visual Tier,Status\r\n"),
    ).toBe(true);
    expect(csv).toContain(
      '"Plan, ""big"" trip","Line one\nLine two — café ☕",2026-11-01T10:00:00.000Z',
    );
    expect(csv.endsWith(",420,Critical Priority,pending\r\n")).toBe(true);
  });

  it("JSON round-trips and TXT reads as blocks", () => {
    const parsed = JSON.parse(tasksToJson([note], "2026-11-25")) as {
      notes: ExportTask[];
      count: number;
    };
    expect(parsed.count).toBe(1);
    expect(parsed.notes[0]).toEqual(note);
    const txt = tasksToTxt([note], "2026-11-25");
    expect(txt).toContain('1. Plan, "big" trip');
    expect(txt).toContain("   Line two — café ☕");
  });

  it("names the file with the date and knows an empty note", () => {
    expect(exportFileName("csv", new Date("2026-11-25T23:00:00Z"))).toBe(
      "firstly-notes-2026-11-25.csv",
    );
    expect(hasContent({ title: null, content: "  \n " })).toBe(false);
    expect(hasContent({ title: "Title only", content: "" })).toBe(true);
  });
});
