import { describe, expect, it } from "vitest";
import { detectFormat, readImport } from "./detect";
import { parseFirstly } from "./firstly";
import { parseGoogleTasks } from "./google-tasks";
import { parseMarkdown } from "./markdown";
import { parseTickTick } from "./ticktick";
import { parseTodoist } from "./todoist";
import { parseTrello } from "./trello";
import { ImportFileError } from "./types";

const now = new Date("2026-11-27T12:00:00.000Z");
const bytes = (s: string) => new TextEncoder().encode(s);

describe("detectFormat reads the content, never a file name", () => {
  it.each([
    ["TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT\ntask,a,,1,1", "todoist"],
    ['"Date: 2026"\n"Folder Name","List Name","Title","Status"\n', "ticktick"],
    ['{"lists":[],"cards":[]}', "trello"],
    ['{"kind":"tasks#taskLists","items":[]}', "google-tasks"],
    ['{"app":"Firstly","notes":[]}', "firstly"],
    ["- [ ] one\n- [x] two", "markdown"],
    ["just a line", "markdown"],
  ])("%j → %s", (text, format) => expect(detectFormat(text)).toBe(format));

  it("refuses JSON it does not know, and a binary file", () => {
    expect(() => detectFormat('{"a":1}')).toThrow(ImportFileError);
    expect(() => readImport(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0]), { now })).toThrow(
      /binary file/,
    );
    expect(() => readImport(bytes("   \n"), { now })).toThrow("The file is empty.");
  });
});

describe("one parser per format", () => {
  it("Todoist: sections and parents as context, notes appended, p1 is priority", () => {
    const p = parseTodoist(
      "TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,DATE\nsection,Home,,,,\ntask,Parent,,1,1,\ntask,Child,,4,2,every fri\nnote,Remember,,,,\nmeeting,Odd,,,,\n",
      now,
    );
    expect(p.items.map((i) => [i.title, i.text, i.isPriority])).toEqual([
      [null, "Parent\n\nSection: Home", true],
      [null, "Child\n\nSection: Home\nUnder: Parent\nNote: Remember", false],
    ]);
    expect(p.items[1]?.recurrence).toEqual({ time: "09:00", daysOfWeek: ["friday"] });
    expect(p.skipped.map((s) => s.reason)).toEqual([
      "section: kept as context",
      "note: added to row 4",
      'unsupported kind "meeting"',
    ]);
  });

  it("TickTick: finds the header after the preamble; status 0/1/2", () => {
    const p = parseTickTick(
      '"Date: x"\n"Status:\n0 Normal"\n"Folder Name","List Name","Title","Content","Status","Completed Time","Priority"\n"","L","A","","0","","5"\n"","L","B","","1","2026-01-02T03:04:05+0000","0"\n"","L","C","","2","","0"\n',
      now,
    );
    expect(p.items.map((i) => [i.title ?? i.text.split("\n")[0], i.status, i.isPriority])).toEqual([
      ["A", "pending", true],
      ["B", "completed", false],
      ["C", "archived", false],
    ]);
    expect(p.items[1]?.completedAt).toBe("2026-01-02T03:04:05.000Z");
  });

  it("Trello: refuses a board without lists", () => {
    expect(() => parseTrello({ cards: [] }, now)).toThrow(/^This is not a Trello board export/);
  });

  it("Google Tasks: a completed task without a date is completed now", () => {
    const p = parseGoogleTasks(
      { items: [{ title: "L", items: [{ title: "Done", status: "completed" }] }] },
      now,
    );
    expect(p.items[0]).toMatchObject({ status: "completed", completedAt: now.toISOString() });
  });

  it("Markdown: numbered, starred and plain lines; indented text continues a thought", () => {
    const p = parseMarkdown("1) first\n* second\n  more of second\nthird\n", now);
    expect(p.items.map((i) => [i.title, i.text])).toEqual([
      [null, "first"],
      ["second", "more of second"],
      [null, "third"],
    ]);
  });

  it("Firstly: version 1 files read; a broken note is an error on its row", () => {
    const p = parseFirstly(
      {
        app: "Firstly",
        notes: [{ title: null, content: "Old note", status: "archived" }, { nope: 1 }],
      },
      now,
    );
    expect(p.items[0]).toMatchObject({ text: "Old note", status: "archived" });
    expect(p.errors).toEqual([{ row: 2, reason: "this note is not what a Firstly export holds" }]);
  });
});
