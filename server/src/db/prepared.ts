import type { PGlite } from "@electric-sql/pglite";
import { getTableColumns, type Table } from "drizzle-orm";
import pg from "pg";
import { serialize } from "pg-protocol";

/**
 * Statements the database parses and plans once and then only runs (decision 0020, "Prepared
 * writes"). A write sent as literal text is parsed and planned anew on every call, which on the
 * embedded database costs about three times the statement itself. A `PreparedStatement` keeps its
 * values out of its text (`$1`, `$2`… each sent as text and cast in the SQL), so one text serves
 * every call of its shape and gets a name of its own on each connection.
 * `Database.prepared` sends several of them as one message: each bound and executed in turn, then
 * one Sync, so they run in one transaction, one round trip, each statement with its own snapshot.
 */
export interface PreparedStatement {
  text: string;
  values: (string | null)[];
}

/** Collects a statement's values as it is written: `params.add(v)` answers its placeholder. */
export class Params {
  readonly values: (string | null)[] = [];

  /** The placeholder for one value, sent as text: cast it in the SQL (`${p.add(id)}::uuid`). */
  add(value: unknown): string {
    this.values.push(asText(value));
    return `$${this.values.length}`;
  }

  statement(text: string): PreparedStatement {
    return { text, values: this.values };
  }
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  let text: string;
  if (typeof value === "string") text = value;
  else if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error("not a finite number");
    text = String(value);
  } else if (typeof value === "boolean") text = value ? "true" : "false";
  else if (value instanceof Date) text = value.toISOString();
  else text = JSON.stringify(value);
  if (text.includes("\0")) throw new Error("a NUL byte cannot be sent in a statement");
  return text;
}

/** `"column" = $n::type, …` for a drizzle table's patch, each value cast to its column's type. */
export function setParams<T extends Table>(
  table: T,
  patch: Partial<T["$inferSelect"]>,
  params: Params,
): string {
  const columns = getTableColumns(table) as Record<
    string,
    { name: string; getSQLType(): string; mapToDriverValue(value: unknown): unknown }
  >;
  return Object.entries(patch)
    .map(([key, value]) => {
      const column = columns[key];
      if (!column) throw new Error(`no column ${key}`);
      const driver = value === null || value === undefined ? null : column.mapToDriverValue(value);
      // the driver's text for the column: strings as they are (jsonb is already JSON), else JSON
      const text = driver === null || typeof driver === "string" ? driver : JSON.stringify(driver);
      return `"${column.name}" = ${params.add(text)}::${column.getSQLType()}`;
    })
    .join(", ");
}

/**
 * Names for statement texts, shared by every connection. Texts are program-written shapes, a
 * handful in all; past `MAX_NAMED` (a caller that wrote values into its text) a statement goes
 * unnamed, parsed each time as before, rather than filling every connection with plans.
 */
const MAX_NAMED = 200;
const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = names.size < MAX_NAMED ? `firstly_${names.size + 1}` : "";
    if (name) names.set(text, name);
  }
  return name;
}

/**
 * The message for `statements` on a connection that has already parsed the names in `parsed`:
 * for a statement not yet there, Close (harmless when it does not exist, and clears one a failed
 * message may have left half known) and Parse; then Bind, Describe and Execute for each; one Sync.
 */
function message(statements: readonly PreparedStatement[], parsed: Set<string>): Buffer {
  const parts: Buffer[] = [];
  for (const { text, values } of statements) {
    const name = nameOf(text);
    if (!name || !parsed.has(name)) {
      if (name) {
        parts.push(serialize.close({ type: "S", name }));
        parsed.add(name);
      }
      parts.push(serialize.parse({ name, text, types: [] }));
    }
    parts.push(serialize.bind({ statement: name, values }));
    parts.push(serialize.describe({ type: "P", name: "" }));
    parts.push(serialize.execute({}));
  }
  parts.push(serialize.sync());
  return Buffer.concat(parts);
}

export type Rows = Record<string, unknown>[];

/** What each statement answered: its rows and its command tag ("UPDATE 1"). */
export interface PreparedResult {
  rows: Rows;
  command: string;
  rowCount: number;
}

/** A statement that wrote: anything but a select, with at least one row touched. */
export function wroteAny(results: readonly PreparedResult[]): boolean {
  return results.some((r) => r.command !== "SELECT" && r.rowCount > 0);
}

// ---- PGlite -------------------------------------------------------------------------------

interface BackendMessage {
  name: string;
  fields?: ({ name: string; dataTypeID: number } | string | null)[];
  text?: string;
}

const parsedByPglite = new WeakMap<object, Set<string>>();

/**
 * On PGlite: the whole message in one call into the database, under the same two locks its own
 * `query` takes (no other statement, and no open transaction of another caller, in between).
 */
export async function runPreparedPglite(
  client: PGlite,
  statements: readonly PreparedStatement[],
): Promise<PreparedResult[]> {
  await client.waitReady;
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      let parsed = parsedByPglite.get(client);
      if (!parsed) parsedByPglite.set(client, (parsed = new Set()));
      const sent = message(statements, parsed);
      try {
        const { messages } = await client.execProtocol(sent);
        return resultsOf(messages, client.parsers);
      } catch (error) {
        // what the failed message parsed is unknown: every name is closed and parsed again
        parsed.clear();
        throw error;
      }
    }),
  );
}

function resultsOf(
  messages: readonly BackendMessage[],
  parsers: Record<number | string, (value: string, typeId: number) => unknown>,
): PreparedResult[] {
  const results: PreparedResult[] = [];
  let fields: { name: string; dataTypeID: number }[] = [];
  let rows: Rows = [];
  for (const m of messages) {
    if (m.name === "rowDescription") {
      fields = (m.fields ?? []) as { name: string; dataTypeID: number }[];
    } else if (m.name === "dataRow") {
      const row: Record<string, unknown> = {};
      (m.fields ?? []).forEach((value, i) => {
        const field = fields[i];
        if (!field) return;
        const parse = parsers[field.dataTypeID];
        row[field.name] =
          value === null ? null : parse ? parse(value as string, field.dataTypeID) : value;
      });
      rows.push(row);
    } else if (m.name === "commandComplete") {
      const words = (m.text ?? "").split(" ");
      results.push({
        rows,
        command: words[0] ?? "",
        rowCount: Number(words.at(-1)) || 0,
      });
      rows = [];
      fields = [];
    }
  }
  return results;
}

// ---- node-postgres ------------------------------------------------------------------------

interface PgConnection {
  stream: NodeJS.WritableStream & { cork?: () => void; uncork?: () => void };
}

const parsedByConnection = new WeakMap<object, Set<string>>();

/**
 * node-postgres' own query object, sending several prepared statements instead of one: its
 * results (one per statement), row parsing and error handling are the driver's.
 */
class PreparedQuery extends (pg.Query as unknown as new (
  config: object,
  values: undefined,
  callback: (error: Error | null, result: unknown) => void,
) => {
  text: string;
}) {
  constructor(
    private readonly statements: readonly PreparedStatement[],
    callback: (error: Error | null, result: unknown) => void,
  ) {
    super({ text: statements[0]?.text ?? "", queryMode: "extended" }, undefined, callback);
  }

  /** replaces node-postgres' single Parse/Bind/Describe/Execute/Sync with the message above */
  prepare(connection: PgConnection): void {
    let parsed = parsedByConnection.get(connection);
    if (!parsed) parsedByConnection.set(connection, (parsed = new Set()));
    connection.stream.write(message(this.statements, parsed));
  }

  handleError(error: Error, connection: PgConnection): void {
    parsedByConnection.get(connection)?.clear();
    (
      pg.Query.prototype as unknown as { handleError: (e: Error, c: PgConnection) => void }
    ).handleError.call(this, error, connection);
  }
}

interface PgResultLike {
  rows: Rows;
  command: string;
  rowCount: number | null;
}

/** On PostgreSQL: one pooled connection, one message, one round trip. */
export async function runPreparedPg(
  pool: pg.Pool,
  statements: readonly PreparedStatement[],
): Promise<PreparedResult[]> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const result = await new Promise<PgResultLike | PgResultLike[]>((resolve, reject) => {
      const query = new PreparedQuery(statements, (error, value) => {
        if (error) reject(error);
        else resolve(value as PgResultLike | PgResultLike[]);
      });
      (client as unknown as { query(q: unknown): unknown }).query(query);
    });
    return (Array.isArray(result) ? result : [result]).map((r) => ({
      rows: r.rows,
      command: r.command,
      rowCount: r.rowCount ?? 0,
    }));
  } catch (error) {
    // a database's refusal (it has a SQLSTATE code) leaves the connection usable; anything else
    // (a lost connection) makes the pool drop it
    if (!(error instanceof Error && "code" in error && typeof error.code === "string"))
      broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
}
