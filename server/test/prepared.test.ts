import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { Params } from "../src/db/prepared";
import { databaseForFile, HOSTILE_TEXTS } from "./support/database-for-file";

/**
 * Prepared statements sent as one message (db/prepared.ts), on the embedded database and, with
 * TEST_DATABASE_URL, on PostgreSQL: values round-trip as they were, the statements share one
 * transaction, each text is parsed once per connection, and a refused message leaves the
 * connection usable and nothing of it written.
 */
const db = databaseForFile();
beforeAll(async () => {
  await db().batch("create table prepared_probe (id text primary key, note text)");
});

describe("prepared statements sent as one message", () => {
  it("give values back exactly as they were, whatever they hold", async () => {
    for (const value of HOSTILE_TEXTS) {
      const [result] = await db().prepared([{ text: "select $1::text as v", values: [value] }]);
      expect(result?.rows[0]?.v).toBe(value);
    }
    const p = new Params();
    const json = { text: 'it\'s \\ "quoted"', list: [1, "two", null], nested: { a: true } };
    const at = new Date("2025-03-10T12:34:56.789Z");
    const text = `select ${p.add(json)}::jsonb as j, ${p.add(at)}::timestamptz as at,
      ${p.add(42.5)}::float8 as n, ${p.add(true)}::boolean as b, ${p.add(null)}::text as nothing`;
    const [result] = await db().prepared([p.statement(text)]);
    const row = result?.rows[0];
    expect(row?.j).toEqual(json);
    expect((row?.at as Date).toISOString()).toBe(at.toISOString());
    expect(row?.n).toBe(42.5);
    expect(row?.b).toBe(true);
    expect(row?.nothing).toBeNull();
  });

  it("run in one transaction, each statement seeing what the one before it did", async () => {
    const results = await db().prepared([
      {
        text: "insert into prepared_probe (id, note) values ($1::text, $2::text)",
        values: ["a", "first"],
      },
      { text: "select note from prepared_probe where id = $1::text", values: ["a"] },
      { text: "select txid_current()::text as tx", values: [] },
      { text: "select txid_current()::text as tx", values: [] },
    ]);
    expect(results.map((r) => r.command)).toEqual(["INSERT", "SELECT", "SELECT", "SELECT"]);
    expect(results[0]?.rowCount).toBe(1);
    expect(results[1]?.rows).toEqual([{ note: "first" }]);
    expect(results[2]?.rows[0]?.tx).toBe(results[3]?.rows[0]?.tx);
  });

  it("parse each text once on a connection, then only bind and run it", async () => {
    const probe = { text: "select $1::text as v -- parsed once", values: ["x"] };
    // asked in the same message, so of the same connection
    const seen = async () => {
      const results = await db().prepared([
        probe,
        {
          text: `select prepare_time::text as at, generic_plans::int as generic
                   from pg_prepared_statements where statement = $1::text`,
          values: [probe.text],
        },
      ]);
      expect(results[0]?.rows[0]?.v).toBe("x");
      return results[1]?.rows[0] as { at: string; generic: number } | undefined;
    };
    // the pool hands the connection used last back first, so these meet the same one
    for (let i = 0; i < 8; i++) await seen();
    const first = await seen();
    for (let i = 0; i < 8; i++) await seen();
    const later = await seen();
    expect(first?.at).toBeTruthy();
    expect(later?.at).toBe(first?.at); // not parsed again
    expect(later?.generic).toBeGreaterThan(first?.generic ?? Infinity); // and not planned again
  });

  it("one text sent both as the program's statement and through drizzle works both ways", async () => {
    // the person's lock is sent as text by the one-message writes and built with drizzle's sql by
    // the locked ones; a shared name would be parsed twice on a connection (42P05)
    const text = "select $1::text as v -- both ways";
    for (let i = 0; i < 6; i++) {
      const [own] = await db().prepared([{ text, values: [`own ${i}`] }]);
      expect(own?.rows[0]?.v).toBe(`own ${i}`);
      const rows = await db().db.execute(
        sql`${sql.raw("select ")}${`drizzle ${i}`}${sql.raw("::text as v -- both ways")}`,
      );
      expect((rows as { rows: { v: string }[] }).rows[0]?.v).toBe(`drizzle ${i}`);
    }
  });

  it("a refused message writes nothing, and the connection goes on working", async () => {
    const insert = "insert into prepared_probe (id, note) values ($1::text, $2::text)";
    await expect(
      db().prepared([
        { text: insert, values: ["b", "never"] },
        { text: "select $1::integer as n", values: ["not a number"] },
      ]),
    ).rejects.toThrow(/invalid input syntax/);
    for (let i = 0; i < 12; i++) {
      const [again] = await db().prepared([{ text: "select $1::integer as n", values: ["7"] }]);
      expect(again?.rows[0]?.n).toBe(7);
    }
    const [rows] = await db().batch("select id from prepared_probe where id = 'b'");
    expect(rows).toEqual([]);
    // a duplicate key is refused the same way, and the first insert stands
    await expect(db().prepared([{ text: insert, values: ["a", "again"] }])).rejects.toThrow(
      /duplicate key/,
    );
    const [note] = await db().prepared([
      { text: "select note from prepared_probe where id = $1::text", values: ["a"] },
    ]);
    expect(note?.rows).toEqual([{ note: "first" }]);
  });

  it("read each answer by its own description: rows of a known shape, and a shape that changed", async () => {
    await db().batch("create table prepared_shape (id text primary key, n integer)");
    await db().batch("insert into prepared_shape values ('a', 1)");
    const read = "select * from prepared_shape where id = $1::text";
    const twice = [
      { text: read, values: ["a"] },
      { text: "select $1::integer + 1 as n, $1::text as id", values: ["41"] },
      { text: read, values: ["a"] },
    ];
    for (let i = 0; i < 3; i++) {
      const results = await db().prepared(twice);
      expect(results.map((r) => r.rows)).toEqual([
        [{ id: "a", n: 1 }],
        [{ n: 42, id: "41" }],
        [{ id: "a", n: 1 }],
      ]);
    }
    // a column added and one changed: the same text now describes other rows
    await db().batch(
      "alter table prepared_shape add column at date; alter table prepared_shape alter column n type text",
    );
    await db().batch("update prepared_shape set at = '2026-11-29'");
    let rows: unknown;
    for (let i = 0; i < 3 && rows === undefined; i++) {
      // a connection's plan made before the change is refused once (0A000), then parsed anew
      rows = await db()
        .prepared([{ text: read, values: ["a"] }])
        .then(([r]) => r?.rows)
        .catch(() => undefined);
    }
    expect(rows).toHaveLength(1);
    const [row] = rows as { id: string; n: unknown; at: unknown }[];
    expect(row?.n).toBe("1");
    expect(row?.at).toBeInstanceOf(Date);
  });

  it("a write moves the write counter, a read does not", async () => {
    const before = db().writes.value;
    await db().prepared([{ text: "select $1::text as v", values: ["read"] }]);
    expect(db().writes.value).toBe(before);
    await db().prepared([
      {
        text: "update prepared_probe set note = $1::text where id = $2::text",
        values: ["x", "none"],
      },
    ]);
    expect(db().writes.value).toBe(before);
    await db().prepared([
      { text: "update prepared_probe set note = $1::text where id = $2::text", values: ["x", "a"] },
    ]);
    expect(db().writes.value).toBeGreaterThan(before);
  });

  it("a select that writes (a data-modifying CTE) moves it when it says so and answers a row", async () => {
    const cte = (id: string) => ({
      text: `with changed as (update prepared_probe set note = $1::text where id = $2::text returning id)
             select id from changed`,
      values: ["y", id],
      writes: true,
    });
    const before = db().writes.value;
    await db().prepared([cte("none")]);
    expect(db().writes.value).toBe(before);
    await db().prepared([cte("a")]);
    expect(db().writes.value).toBeGreaterThan(before);
  });
});
