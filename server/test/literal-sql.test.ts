import { describe, expect, it } from "vitest";
import { literal, sqlText } from "../src/db/literal-sql";
import { databaseForFile, HOSTILE_TEXTS } from "./support/database-for-file";

const db = databaseForFile();

describe("values written into a batch as literals", () => {
  it("come back exactly as they were, whatever they hold", async () => {
    for (const value of HOSTILE_TEXTS) {
      const [rows] = await db().batch(sqlText`select ${value} as v`.text);
      expect(rows?.[0]?.v).toBe(value);
    }
  });

  it("keep JSON, times, numbers, booleans and null", async () => {
    const json = { text: 'it\'s \\ "quoted"', list: [1, "two", null], nested: { a: true } };
    const at = new Date("2025-03-10T12:34:56.789Z");
    const [rows] = await db().batch(
      sqlText`select ${json} as j, ${at} as t, ${42} as n, ${true} as b, ${null}::text as z`.text,
    );
    const row = rows?.[0];
    expect(row?.j).toEqual(json);
    expect(new Date(row?.t as string | Date).toISOString()).toBe(at.toISOString());
    expect(Number(row?.n)).toBe(42);
    expect(row?.b).toBe(true);
    expect(row?.z).toBeNull();
  });

  it("refuse what cannot be a literal", () => {
    expect(() => literal("nul\0byte")).toThrow();
    expect(() => literal(Number.NaN)).toThrow();
    expect(() => literal(Number.POSITIVE_INFINITY)).toThrow();
  });

  it("run as one transaction: a failing statement undoes the ones before it", async () => {
    await db().batch("create table literal_probe (v text)");
    await expect(
      db().batch(sqlText`insert into literal_probe values (${"kept?"}); select 1 / 0;`.text),
    ).rejects.toThrow();
    const [rows] = await db().batch("select count(*)::int as n from literal_probe");
    expect(rows?.[0]?.n).toBe(0);
  });
});
