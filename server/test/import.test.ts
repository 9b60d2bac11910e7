import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { ImportPreview, ImportRecord } from "@firstly/core/contract/import";
import type { Task } from "@firstly/core/contract/task";
import { startJobWorker } from "../src/jobs/job-worker";
import { createMainGoal, createTask, listTasks } from "./support/feature-helpers";
import { createTestApp, TEST_ORIGIN, type TestApp } from "./support/test-app";

const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.join(import.meta.dirname, "fixtures/import", name)));
const utf8 = (text: string) => new TextEncoder().encode(text);

let t: TestApp;
let worker: { stop(): Promise<void> };
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: "1000" } });
  worker = startJobWorker(t.deps);
});
afterAll(async () => {
  await worker.stop();
  await t.close();
});

async function send(
  cookie: string,
  pathname: string,
  bytes: Uint8Array,
  query: Record<string, string> = {},
  contentType = "application/octet-stream",
) {
  const qs = new URLSearchParams(query).toString();
  const res = await t.app.request(`${pathname}${qs ? `?${qs}` : ""}`, {
    method: "POST",
    headers: { origin: TEST_ORIGIN, cookie, "content-type": contentType },
    body: bytes,
  });
  const body: unknown = await res.json();
  return { status: res.status, body };
}

async function preview(cookie: string, bytes: Uint8Array, query: Record<string, string> = {}) {
  const r = await send(cookie, "/api/imports/preview", bytes, query);
  if (r.status !== 200) throw new Error(`preview ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as ImportPreview;
}

async function getImport(cookie: string, id: string) {
  return (await (await t.request(`/api/imports/${id}`, { cookie })).json()) as ImportRecord;
}

/** Starts an import and waits for the job worker to write and score it. */
async function importAll(cookie: string, bytes: Uint8Array, query: Record<string, string> = {}) {
  const started = await send(cookie, "/api/imports", bytes, query);
  if (started.status !== 201)
    throw new Error(`start ${started.status} ${JSON.stringify(started.body)}`);
  const id = (started.body as ImportRecord).id;
  for (let i = 0; i < 600; i++) {
    const record = await getImport(cookie, id);
    if (record.status === "done" || record.status === "failed") return record;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("import did not finish");
}

const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;
const byTitle = (tasks: Task[], title: string) =>
  tasks.find((x) => x.title === title || x.text.split("\n")[0] === title);

describe("Todoist CSV", () => {
  it("previews every row with its number and reason, then imports sections, notes, priority, dates and repeats", async () => {
    const cookie = await t.signUp();
    await createMainGoal(t, cookie, "Get fit and run a marathon this year");
    const p = await preview(cookie, fixture("todoist-project.csv"));
    expect(p.format).toBe("todoist");
    expect(p.detectedFormat).toBe("todoist");
    expect(p.totals).toMatchObject({ create: 7, skip: 4, error: 0, priority: 1, scheduled: 1 });
    expect(p.totals.delayed).toBe(1);
    expect(p.totals.repeatsKeptAsText).toBe(1);
    const rows = new Map(p.rows.map((r) => [r.row, r]));
    expect(rows.get(2)).toMatchObject({ action: "skip", reason: "section: kept as context" });
    expect(rows.get(5)).toMatchObject({ action: "skip", reason: "note: added to row 4" });
    expect(rows.get(10)?.notes).toContain("a spreadsheet formula was kept as plain text");
    expect(rows.get(11)?.notes).toContain("HTML tags were removed, the words kept");
    expect(rows.get(12)).toMatchObject({ action: "skip", reason: "empty" });
    expect(p.columns.map((c) => c.source)).toContain("PRIORITY");
    // nothing is written by a preview
    expect(await listTasks(t, cookie)).toHaveLength(0);

    const done = await importAll(cookie, fixture("todoist-project.csv"));
    expect(done).toMatchObject({ status: "done", created: 7, scored: 7, errors: 0 });
    const tasks = await listTasks(t, cookie);
    expect(tasks).toHaveLength(7);
    const run = byTitle(tasks, "Run 5 km along the river");
    expect(run).toMatchObject({ isPriority: true, status: "pending" });
    expect(run?.text).toContain("Easy pace");
    expect(run?.text).toContain("Section: Training");
    expect(Object.keys(run?.goalAssessments ?? {})).toHaveLength(1);
    const stretch = byTitle(tasks, "Stretch after the run");
    expect(stretch?.text).toContain("Under: Run 5 km along the river");
    expect(stretch?.text).toContain("Note: Hamstrings first");
    const gym = byTitle(tasks, "Go to the gym");
    expect(gym?.recurrence).toEqual({ time: "07:00", daysOfWeek: ["monday", "thursday"] });
    expect(gym?.status).toBe("delayed");
    expect(byTitle(tasks, "Book a physio check")).toMatchObject({ status: "delayed" });
    const shelf = tasks.find((x) => x.title?.startsWith("Fix the shelf"));
    expect(shelf?.title).toBe("Fix the shelf\n(the one in the hall)");
    expect(shelf?.text).toContain('Screws are in the "red" box');
    expect(shelf?.text).toContain("Repeats: every other week");
    expect(byTitle(tasks, '=HYPERLINK("http://example.com","click")')?.text).toBe(
      '=HYPERLINK("http://example.com","click")\n\nSection: Home',
    );
    expect(byTitle(tasks, "Water the plants")).toBeDefined();

    // the same file again creates nothing
    const again = await preview(cookie, fixture("todoist-project.csv"));
    expect(again.totals.create).toBe(0);
    expect(again.rows.find((r) => r.row === 3)).toMatchObject({
      action: "skip",
      reason: "already in your list",
    });
    expect(again.blocked).toMatch(/^Nothing to import/);
    const second = await send(cookie, "/api/imports", fixture("todoist-project.csv"));
    expect(second.status).toBe(400);
    expect(await listTasks(t, cookie)).toHaveLength(7);
  });

  it("reads UTF-16 with a byte-order mark and semicolons, and names a broken row without a 500", async () => {
    const cookie = await t.signUp();
    const csv =
      'TYPE;CONTENT;DESCRIPTION;PRIORITY;INDENT\r\ntask;Crème brûlée für 4;"eins; zwei\r\ndrei";1;1\r\n';
    const bytes = new Uint8Array([0xff, 0xfe, ...Buffer.from(csv, "utf16le")]);
    const p = await preview(cookie, bytes);
    expect(p).toMatchObject({ format: "todoist", encoding: "utf-16le" });
    expect(p.totals.create).toBe(1);
    const done = await importAll(cookie, bytes);
    expect(done.created).toBe(1);
    const [task] = await listTasks(t, cookie);
    expect(task).toMatchObject({ title: "Crème brûlée für 4", text: "eins; zwei\ndrei" });

    const broken = await preview(cookie, fixture("todoist-broken.csv"));
    expect(broken.totals).toMatchObject({ create: 1, error: 1 });
    expect(broken.rows.find((r) => r.action === "error")).toMatchObject({
      row: 3,
      reason: "a quoted cell is never closed",
    });
  });

  it("takes 2,000 thoughts in one import and refuses 2,001 before writing anything", async () => {
    const cookie = await t.signUp();
    const rows = (n: number) =>
      `TYPE,CONTENT,PRIORITY,INDENT\n${Array.from({ length: n }, (_, i) => `task,Thought number ${i + 1},4,1`).join("\n")}\n`;
    const tooMany = await send(cookie, "/api/imports", utf8(rows(2001)));
    expect(tooMany.status).toBe(400);
    expect(errorOf(tooMany.body).message).toBe(
      "This file has 2,001 thoughts to create; one import takes at most 2,000. Split the file and import the parts.",
    );
    const done = await importAll(cookie, utf8(rows(2000)));
    expect(done).toMatchObject({ status: "done", created: 2000, scored: 2000 });
    const count: unknown = await t.deps.db.execute(
      sql`select count(*)::int as n from user_tasks where deleted_at is null and text like 'Thought number %'`,
    );
    const counted = (count as { rows: { n: number }[] }).rows;
    expect(counted[0]?.n).toBe(2000);
  }, 120_000);
});

describe("TickTick backup CSV", () => {
  it("skips the preamble, falls back to Windows-1252, maps status, priority and RRULE repeats", async () => {
    const cookie = await t.signUp();
    const p = await preview(cookie, fixture("ticktick-backup-cp1252.csv"));
    expect(p).toMatchObject({ format: "ticktick", encoding: "windows-1252" });
    expect(p.totals).toMatchObject({ create: 6, error: 1, completed: 1, archived: 1 });
    expect(p.rows.find((r) => r.action === "error")?.reason).toBe(
      'unknown status "7" (expected 0, 1 or 2)',
    );
    await importAll(cookie, fixture("ticktick-backup-cp1252.csv"));
    const tasks = await listTasks(t, cookie);
    expect(byTitle(tasks, "Renew passport")).toMatchObject({ isPriority: true, status: "delayed" });
    expect(byTitle(tasks, "Collect photos")?.text).toContain("Under: Renew passport");
    expect(byTitle(tasks, "Morning pages")?.recurrence).toEqual({
      time: "07:30",
      daysOfWeek: ["monday", "wednesday", "friday"],
      timeZone: "Europe/London",
    });
    expect(byTitle(tasks, "Pay rent")?.text).toContain("Repeats: RRULE:FREQ=MONTHLY");
    expect(byTitle(tasks, "Send the thank-you cards")).toMatchObject({
      status: "completed",
      completedAt: "2026-10-05T18:00:00.000Z",
    });
    expect(byTitle(tasks, "Old idea about a blog")?.status).toBe("skipped");
    expect(tasks.some((x) => x.title === "Café with José")).toBe(false);
  });

  it("refuses a CSV with no TickTick header when TickTick is chosen", async () => {
    const cookie = await t.signUp();
    const r = await send(cookie, "/api/imports/preview", utf8("a,b\n1,2\n"), {
      format: "ticktick",
    });
    expect(r.status).toBe(400);
    expect(errorOf(r.body).message).toMatch(/^This is not a TickTick backup/);
  });
});

describe("Trello board JSON and Google Tasks", () => {
  it("maps cards: closed to Archive, due complete to completed, checklists into the text", async () => {
    const cookie = await t.signUp();
    const p = await preview(cookie, fixture("trello-board.json"));
    expect(p.format).toBe("trello");
    expect(p.totals).toMatchObject({ create: 5, completed: 1, archived: 2, delayed: 1 });
    const done = await importAll(cookie, fixture("trello-board.json"), { projectsAsGoals: "true" });
    expect(done).toMatchObject({ created: 5, goalsCreated: 1 });
    const tasks = await listTasks(t, cookie);
    expect(byTitle(tasks, "Buy paint")?.text).toContain("- [x] White\n- [ ] Sage");
    expect(byTitle(tasks, "Measure the walls")?.status).toBe("completed");
    expect(byTitle(tasks, "Marble counter?")?.status).toBe("skipped");
    const goals = (await (await t.request("/api/goals", { cookie })).json()) as {
      goals: { name: string; type: string }[];
    };
    expect(JSON.stringify(goals)).toContain("Kitchen renovation");
  });

  it("reads Takeout Tasks.json: needsAction, completed, due, deleted and empty tasks", async () => {
    const cookie = await t.signUp();
    const p = await preview(cookie, fixture("google-tasks.json"));
    expect(p.format).toBe("google-tasks");
    expect(p.totals).toMatchObject({ create: 4, skip: 2, completed: 1, delayed: 1 });
    expect(p.rows.find((r) => r.row === 5)?.reason).toBe("deleted in Google Tasks");
    await importAll(cookie, fixture("google-tasks.json"));
    const tasks = await listTasks(t, cookie);
    expect(byTitle(tasks, "Return library books")?.completedAt).toBe("2026-10-20T16:00:00.000Z");
    expect(byTitle(tasks, "Bring the receipt")?.text).toContain("Under: Return library books");
  });

  it("says what is wrong with JSON that is not what it claims", async () => {
    const cookie = await t.signUp();
    const unknown = await send(cookie, "/api/imports/preview", utf8('{"hello":"world"}'));
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown.body).message).toMatch(/^This JSON is not an export Firstly reads/);
    const notTrello = await send(
      cookie,
      "/api/imports/preview",
      utf8('{"lists":[],"cards":[{"id":1}]}'),
      {
        format: "trello",
      },
    );
    expect(notTrello.status).toBe(400);
    expect(errorOf(notTrello.body).message).toMatch(/^This is not a Trello board export/);
    const cut = await send(cookie, "/api/imports/preview", utf8('{"app":"Firstly","notes":['));
    expect(errorOf(cut.body).message).toBe(
      "The file starts like JSON but is not valid JSON (is it cut short?).",
    );
    const text = await send(cookie, "/api/imports/preview", utf8("just words"), {
      format: "trello",
    });
    expect(errorOf(text.body).message).toBe(
      "This file is not JSON, so it is not a Trello board JSON.",
    );
  });
});

describe("Markdown, plain text and bad input", () => {
  it("reads checklists, bullets, headings and lines; a NUL byte is an error on its line", async () => {
    const cookie = await t.signUp();
    const p = await preview(cookie, fixture("markdown-list.md"));
    expect(p.format).toBe("markdown");
    expect(p.totals).toMatchObject({ create: 7, completed: 1 });
    await importAll(cookie, fixture("markdown-list.md"));
    const tasks = await listTasks(t, cookie);
    expect(byTitle(tasks, "Order new brake pads")?.status).toBe("completed");
    expect(byTitle(tasks, "Check the weather")?.text).toContain("Under: Plan the Sunday ride");
    expect(byTitle(tasks, "Write a short story about the lighthouse")?.text).toContain(
      "with a twist at the end",
    );
    const withNul = await preview(cookie, utf8("first line\nbad\u0000line\nthird line\n"));
    expect(withNul.rows.find((r) => r.action === "error")).toMatchObject({
      row: 2,
      reason: "contains a NUL byte (not text); the row was not imported",
    });
  });

  it("refuses guests, other types, oversize and binary files; another person's import is 404", async () => {
    const cookie = await t.signUp();
    const guest = await t.guest();
    const g = await send(guest, "/api/imports/preview", utf8("a thought"));
    expect(g.status).toBe(403);
    expect(errorOf(g.body).message).toMatch(/^Create a free account to import your list/);
    expect((await send(cookie, "/api/imports", utf8("x"), {}, "text/plain")).status).toBe(415);
    const big = await send(
      cookie,
      "/api/imports/preview",
      new Uint8Array(5 * 1024 * 1024 + 1).fill(65),
    );
    expect(big.status).toBe(413);
    expect(errorOf(big.body).message).toBe(
      "The file is larger than 5 MB. Split it into smaller files.",
    );
    const zip = await send(
      cookie,
      "/api/imports/preview",
      new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 1]),
    );
    expect(errorOf(zip.body).message).toMatch(/^This is a binary file/);
    const bad = await send(cookie, "/api/imports/preview", utf8("x"), { format: "excel" });
    expect(bad.status).toBe(400);
    const mine = await importAll(cookie, utf8("A thought of mine\n"));
    const other = await t.signUp();
    expect((await t.request(`/api/imports/${mine.id}`, { cookie: other })).status).toBe(404);
    expect(
      (await t.request(`/api/imports/${mine.id}/undo`, { cookie: other, body: {} })).status,
    ).toBe(404);
    const othersList: unknown = await (await t.request("/api/imports", { cookie: other })).json();
    expect(othersList).toEqual({ imports: [] });
    const noOrigin = await t.app.request("/api/imports", {
      method: "POST",
      headers: {
        cookie,
        "content-type": "application/octet-stream",
        origin: "https://evil.example",
      },
      body: utf8("sneaky"),
    });
    expect(noOrigin.status).toBe(403);
  });

  it("leaves nothing behind when writing fails part-way", async () => {
    const cookie = await t.signUp();
    await t.deps.db.execute(sql`create or replace function import_test_fail() returns trigger as $$
      begin if new.text = 'explode here' then raise exception 'boom'; end if; return new; end $$ language plpgsql`);
    await t.deps.db.execute(sql`create trigger import_test_fail before insert on user_tasks
      for each row execute function import_test_fail()`);
    try {
      const failed = await importAll(cookie, utf8("one\ntwo\nexplode here\nfour\n"));
      expect(failed).toMatchObject({ status: "failed", created: 0 });
      expect(failed.message).toBe(
        "The import failed part-way and nothing was kept. Please try again.",
      );
      expect(await listTasks(t, cookie)).toHaveLength(0);
    } finally {
      await t.deps.db.execute(sql`drop trigger import_test_fail on user_tasks`);
    }
  });
});

describe("undo and the list of past imports", () => {
  it("removes exactly what the import created, later too, and only once", async () => {
    const cookie = await t.signUp();
    const mine = await createTask(t, cookie, { text: "Already here before the import" });
    const done = await importAll(cookie, utf8("- Imported one\n- Imported two\n"), {
      name: "list.md",
    });
    expect((await listTasks(t, cookie)).length).toBe(3);
    const list = (await (await t.request("/api/imports", { cookie })).json()) as {
      imports: ImportRecord[];
    };
    expect(list.imports[0]).toMatchObject({ id: done.id, fileName: "list.md", created: 2 });
    const undo = await t.request(`/api/imports/${done.id}/undo`, { cookie, body: {} });
    expect(undo.status).toBe(200);
    expect(((await undo.json()) as ImportRecord).status).toBe("undone");
    const left = await listTasks(t, cookie);
    expect(left.map((x) => x.id)).toEqual([mine.id]);
    expect((await t.request(`/api/imports/${done.id}/undo`, { cookie, body: {} })).status).toBe(
      409,
    );
  });

  it("allows five imports a day", async () => {
    const cookie = await t.signUp();
    for (let i = 0; i < 5; i++) await importAll(cookie, utf8(`Daily thought ${i}\n`));
    const sixth = await send(cookie, "/api/imports", utf8("One more\n"));
    expect(sixth.status).toBe(429);
    expect(errorOf(sixth.body).message).toBe(
      "You have started 5 imports in the last 24 hours. Please try again tomorrow.",
    );
  });
});

describe("every format at size, in odd encodings, and broken", () => {
  const n = 1500;
  it.each([
    [
      "trello",
      "utf-8",
      JSON.stringify({
        name: "Big board",
        lists: [{ id: "L", name: "To do" }],
        cards: Array.from({ length: n }, (_, i) => ({
          id: `c${i}`,
          name: `Card ${i}`,
          idList: "L",
        })),
      }),
    ],
    [
      "google-tasks",
      "utf-16le",
      JSON.stringify({
        kind: "tasks#taskLists",
        items: [
          {
            kind: "tasks#taskList",
            title: "Big list",
            items: Array.from({ length: n }, (_, i) => ({
              title: `Task ${i}`,
              status: "needsAction",
            })),
          },
        ],
      }),
    ],
    [
      "ticktick",
      "utf-8-bom",
      `"Date: 2026-11-20+0000"\n"Folder Name","List Name","Title","Content","Status","taskId"\n${Array.from(
        { length: n },
        (_, i) => `"","Inbox","Tick ${i}","","0","${i}"`,
      ).join("\n")}\n`,
      "utf-8-bom",
    ],
    [
      "markdown",
      "utf-16be",
      Array.from({ length: n }, (_, i) => `- [ ] Line ${i} with ünïcödé`).join("\r\n"),
    ],
  ] as [string, string, string][])("%s: 1,500 rows read in %s", async (format, encoding, text) => {
    const cookie = await t.signUp();
    const body =
      encoding === "utf-16le"
        ? new Uint8Array([0xff, 0xfe, ...Buffer.from(text, "utf16le")])
        : encoding === "utf-16be"
          ? new Uint8Array([0xfe, 0xff, ...Buffer.from(text, "utf16le").swap16()])
          : encoding === "utf-8-bom"
            ? new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)])
            : utf8(text);
    const p = await preview(cookie, body);
    expect(p.format).toBe(format);
    expect(p.encoding).toBe(encoding === "utf-8-bom" ? "utf-8" : encoding);
    expect(p.totals.create).toBe(n);
    expect(p.rows.at(-1)?.title).toMatch(/1499/);
  });

  it("Google Tasks and Firstly files that are not what they claim", async () => {
    const cookie = await t.signUp();
    const g = await send(
      cookie,
      "/api/imports/preview",
      utf8('{"kind":"tasks#taskLists","items":{}}'),
    );
    expect(g.status).toBe(400);
    expect(errorOf(g.body).message).toMatch(/^This is not a Google Tasks export: items/);
    const f = await send(cookie, "/api/imports/preview", utf8('{"app":"Firstly","notes":"none"}'));
    expect(errorOf(f.body).message).toBe("This is not a Firstly export: it has no notes list.");
    const broken = await preview(
      cookie,
      utf8(JSON.stringify({ app: "Firstly", notes: [{ content: "fine" }, { content: 42 }] })),
    );
    expect(broken.rows.map((r) => [r.row, r.action, r.reason])).toEqual([
      [1, "create", null],
      [2, "error", "this note is not what a Firstly export holds"],
    ]);
  });
});
