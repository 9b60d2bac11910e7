import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type SQL } from "drizzle-orm";
import { createMainGoal, createTask } from "./support/feature-helpers";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: "1000" } });
});
afterAll(() => t.close());

const exportAs = (cookie: string, format: string) =>
  t.request(`/api/export?format=${format}`, { cookie });

/** Raw rows on either database (PGlite and node-postgres both answer with `rows`). */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result: unknown = await t.deps.db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function userIdOf(cookie: string): Promise<string> {
  const res = await t.request("/api/me", { cookie });
  return ((await res.json()) as { user: { id: string } }).user.id;
}

describe("export all notes", () => {
  it("CSV with the docs/behaviour/settings.md#export columns, safe cells and only the person's own notes", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    await createMainGoal(t, alice, "Run a half marathon in April");
    await createTask(t, alice, {
      text: '=HYPERLINK("http://evil") and "quotes", commas\nand a café ☕',
    });
    await createTask(t, bob, { text: "Bob's private thought" });

    const res = await exportAs(alice, "csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="firstly-notes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = await res.text();
    const [header, ...rows] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe("Title,Content,Created,Updated,Goal Score,Visual Tier,Status");
    expect(rows[0]).toMatch(
      /^,"'=HYPERLINK\(""http:\/\/evil""\) and ""quotes"", commas\nand a café ☕",/,
    );
    expect(csv).not.toContain("Bob's private thought");

    const json = (await (await exportAs(alice, "json")).json()) as { notes: { content: string }[] };
    expect(json.notes).toHaveLength(1);
    const txt = await (await exportAs(alice, "txt")).text();
    expect(txt).toContain("and a café ☕");
  });

  it("answers with the docs/behaviour/messages.md texts when there is nothing to export, and refuses guests and bad input", async () => {
    const empty = await t.signUp();
    const none = await exportAs(empty, "csv");
    expect(none.status).toBe(404);
    expect(((await none.json()) as { error: { message: string } }).error.message).toBe(
      "No notes found to export",
    );
    await createTask(t, empty, { text: "   " }).catch(() => undefined);
    const guest = await t.guest();
    expect((await exportAs(guest, "csv")).status).toBe(403);
    expect((await exportAs(empty, "xlsx")).status).toBe(400);
    expect((await t.request("/api/export?format=csv")).status).toBe(401);
  });
});

describe("delete my account", () => {
  it("needs the password, then removes every row keyed to the person and ends their sessions", async () => {
    const email = `leaving-${Date.now()}@example.com`;
    const cookie = await t.signUp(email, "first-secret-1");
    const other = await t.signUp();
    await createMainGoal(t, cookie, "Learn to sail before summer");
    await createTask(t, cookie, { text: "Book a dinghy course" });
    await createTask(t, other, { text: "Someone else's thought" });
    const id = await userIdOf(cookie);
    const otherId = await userIdOf(other);

    // a fresh session alone is not enough while the account has a password
    const bare = await t.request("/api/auth/delete-user", { cookie, body: {} });
    expect(bare.status).toBe(400);
    expect(((await bare.json()) as { error: { message: string } }).error.message).toBe(
      "Enter your password to delete your account",
    );
    const wrong = await t.request("/api/auth/delete-user", {
      cookie,
      body: { password: "not-my-password" },
    });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.status).toBeLessThan(500);
    expect((await t.request("/api/tasks", { cookie })).status).toBe(200);

    const res = await t.request("/api/auth/delete-user", {
      cookie,
      body: { password: "first-secret-1" },
    });
    expect(res.status).toBe(200);
    expect((await t.request("/api/tasks", { cookie })).status).toBe(401);
    expect((await t.signIn(email, "first-secret-1")).status).toBe(401);

    // every table with a user_id column, from the database's own catalogue
    const tables = await rowsOf<{ table_name: string }>(
      sql`select table_name from information_schema.columns where column_name = 'user_id' and table_schema = 'public'`,
    );
    expect(tables.length).toBeGreaterThanOrEqual(6);
    for (const { table_name } of tables) {
      const [left] = await rowsOf<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where user_id = ${id}`,
      );
      expect(left?.n, table_name).toBe(0);
    }
    const [users] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from "user" where id = ${id}`,
    );
    expect(users?.n).toBe(0);

    const kept = (await (await t.request("/api/tasks", { cookie: other })).json()) as {
      tasks: { text: string }[];
    };
    expect(kept.tasks.map((x) => x.text)).toEqual(["Someone else's thought"]);
    expect(otherId).not.toBe(id);
  });
});
