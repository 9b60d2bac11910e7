import type { PGlite } from "@electric-sql/pglite";
import { getTableColumns, type SQL, type Table } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
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
  /**
   * a select that writes (a data-modifying CTE): its rows are what it wrote, so this process's
   * kept lists are dropped when it answers any (a plain insert, update or delete says so itself)
   */
  writes?: boolean;
}

/** Collects a statement's values as it is written: `params.add(v)` answers its `$n` parameter. */
export class Params {
  readonly values: (string | null)[] = [];

  /** The `$n` parameter for one value, sent as text: cast it in the SQL (`${p.add(id)}::text`). */
  add(value: unknown): string {
    this.values.push(asText(value));
    return `$${this.values.length}`;
  }

  statement(text: string, options: { writes?: boolean } = {}): PreparedStatement {
    return { text, values: this.values, ...options };
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

type DriverColumn = {
  name: string;
  getSQLType(): string;
  mapToDriverValue(value: unknown): unknown;
};

function columnsOf<T extends Table>(table: T): Record<string, DriverColumn> {
  return getTableColumns(table);
}

/** `$n::type` for one value of a column, sent as the driver's text for it. */
function columnParam(column: DriverColumn, value: unknown, params: Params): string {
  const driver = value === null || value === undefined ? null : column.mapToDriverValue(value);
  // the driver's text for the column: strings as they are (jsonb is already JSON), else JSON
  const text = driver === null || typeof driver === "string" ? driver : JSON.stringify(driver);
  return `${params.add(text)}::${column.getSQLType()}`;
}

/** `"column" = $n::type, …` for a drizzle table's patch, each value cast to its column's type. */
export function setParams<T extends Table>(
  table: T,
  patch: Partial<T["$inferSelect"]>,
  params: Params,
): string {
  const columns = columnsOf(table);
  return Object.entries(patch)
    .map(([key, value]) => {
      const column = columns[key];
      if (!column) throw new Error(`no column ${key}`);
      return `"${column.name}" = ${columnParam(column, value, params)}`;
    })
    .join(", ");
}

/**
 * A new row's `"column", …` and `$n::type, …` (in the same order), for an insert written as a
 * prepared statement. Columns left out take the table's defaults.
 */
export function insertParams<T extends Table>(
  table: T,
  values: Partial<T["$inferInsert"]>,
  params: Params,
): { columns: string; values: string } {
  const columns = columnsOf(table);
  const names: string[] = [];
  const list: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    const column = columns[key];
    if (!column) throw new Error(`no column ${key}`);
    names.push(`"${column.name}"`);
    list.push(columnParam(column, value, params));
  }
  return { columns: names.join(", "), values: list.join(", ") };
}

/**
 * A drizzle expression as text for a prepared statement, its values added to `params` (so the
 * same expression can stand in a statement `Database.prepared` sends). Its parameters are left
 * untyped, as drizzle leaves them: the database infers each from where it stands.
 */
export function sqlParams(expression: SQL, params: Params): string {
  const { sql: text, params: values } = dialect.sqlToQuery(expression);
  return text.replace(/\$(\d+)/g, (_, n: string) => params.add(values[Number(n) - 1]));
}

const dialect = new PgDialect();

/**
 * Names for statement texts, shared by every connection. The program's own prepared statements
 * (`Database.prepared`) are a handful of shapes and always get one. Statements named on the
 * driver's behalf (`nameParameterizedStatements`, `nameParameterizedPgliteQueries`) are drizzle's
 * shapes, a few hundred (a list of ids makes one per length): past `MAX_DRIVER_NAMED` of those a
 * statement goes unnamed, parsed each time as before, rather than filling every connection with
 * plans.
 */
const MAX_OWN_NAMED = 100;
const MAX_DRIVER_NAMED = 400;
const names = new Map<string, string>();
let ownNamed = 0;
let driverNamed = 0;

function nameOf(text: string, kind: "own" | "driver" = "own"): string {
  // the program's own names and the driver's are kept apart by each connection's two records of
  // what it has parsed (ours and the driver's): one text sent both ways gets a name from each
  const key = kind === "own" ? text : `driver:${text}`;
  const known = names.get(key);
  if (known !== undefined) return known;
  if (kind === "own" ? ownNamed >= MAX_OWN_NAMED : driverNamed >= MAX_DRIVER_NAMED) return "";
  if (kind === "own") ownNamed += 1;
  else driverNamed += 1;
  const name = `firstly_${names.size + 1}`;
  names.set(key, name);
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

/**
 * A statement that wrote: anything but a select, with at least one row touched, or a select that
 * writes (`PreparedStatement.writes`) and answered a row.
 */
export function wroteAny(
  statements: readonly PreparedStatement[],
  results: readonly PreparedResult[],
): boolean {
  return results.some(
    (r, i) => r.rowCount > 0 && (r.command !== "SELECT" || statements[i]?.writes === true),
  );
}

// ---- PGlite -------------------------------------------------------------------------------

interface BackendMessage {
  name: string;
  fields?: ({ name: string; dataTypeID: number } | string | null)[];
  text?: string;
  dataTypeIDs?: number[];
}

type Parsers = Record<number | string, (value: string, typeId: number) => unknown>;

/** A statement's answer as PGlite's own `query` gives it (drizzle reads rows, fields, counts). */
interface PgliteResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows: number;
  rowCount?: number;
  command?: string;
}

const parsedByPglite = new WeakMap<object, Set<string>>();
/** each named statement's parameter types, as the database described them when it was parsed */
const paramTypesByPglite = new WeakMap<object, Map<string, number[]>>();

function pgliteState(client: PGlite) {
  let parsed = parsedByPglite.get(client);
  if (!parsed) parsedByPglite.set(client, (parsed = new Set()));
  let paramTypes = paramTypesByPglite.get(client);
  if (!paramTypes) paramTypesByPglite.set(client, (paramTypes = new Map<string, number[]>()));
  return { parsed, paramTypes };
}

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
      const { parsed } = pgliteState(client);
      const sent = message(statements, parsed);
      try {
        const { messages } = await client.execProtocol(sent);
        return resultsOf(messages, client.parsers, "object").map((r) => ({
          rows: r.rows as Rows,
          command: r.command ?? "",
          rowCount: r.rowCount ?? 0,
        }));
      } catch (error) {
        // what the failed message parsed is unknown: every name is closed and parsed again
        parsed.clear();
        throw error;
      }
    }),
  );
}

/**
 * Protocol messages → one result per statement, as PGlite's own result parsing makes them: a
 * query's own parsers first, then the client's (looked up, not merged: the client's table holds
 * every type the database knows, and copying it cost a millisecond a query).
 */
function resultsOf(
  messages: readonly BackendMessage[],
  clientParsers: Parsers,
  rowMode: "array" | "object",
  ownParsers?: Parsers,
): PgliteResult[] {
  const results: PgliteResult[] = [];
  let fields: { name: string; dataTypeID: number }[] = [];
  let rows: unknown[] = [];
  let affectedRows = 0;
  const parse = (value: string | null, typeId: number) => {
    if (value === null) return null;
    const parser = ownParsers?.[typeId] ?? clientParsers[typeId];
    return parser ? parser(value, typeId) : value;
  };
  for (const m of messages) {
    if (m.name === "rowDescription") {
      fields = ((m.fields ?? []) as { name: string; dataTypeID: number }[]).map((f) => ({
        name: f.name,
        dataTypeID: f.dataTypeID,
      }));
    } else if (m.name === "dataRow") {
      const values = (m.fields ?? []) as (string | null)[];
      if (rowMode === "array") {
        rows.push(values.map((value, i) => parse(value, fields[i]?.dataTypeID ?? 0)));
      } else {
        const row: Record<string, unknown> = {};
        values.forEach((value, i) => {
          const field = fields[i];
          if (field) row[field.name] = parse(value, field.dataTypeID);
        });
        rows.push(row);
      }
    } else if (m.name === "commandComplete") {
      const words = (m.text ?? "").split(" ");
      const command = words[0] ?? "";
      const count = parseInt(words.at(-1) ?? "", 10);
      if (["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"].includes(command)) affectedRows += count;
      results.push({
        rows,
        fields,
        command,
        affectedRows,
        ...(Number.isNaN(count) ? {} : { rowCount: count }),
      });
      rows = [];
      fields = [];
    }
  }
  return results;
}

interface PgliteQueryOptions {
  rowMode?: "array" | "object";
  parsers?: Parsers;
  serializers?: Record<number | string, (value: unknown) => string>;
  blob?: unknown;
  paramTypes?: number[];
}

/**
 * One parameterized statement as a named one: described once (its parameter types), then each
 * call is a single Bind/Describe/Execute/Sync, where PGlite's own `query` sends five messages in
 * five calls and parses and plans the text every time.
 */
async function namedPgliteQuery(
  client: PGlite,
  name: string,
  text: string,
  params: readonly unknown[],
  options: PgliteQueryOptions | undefined,
  inTransaction: boolean,
): Promise<PgliteResult> {
  const { parsed, paramTypes } = pgliteState(client);
  try {
    let types = paramTypes.get(name);
    if (!parsed.has(name) || !types) {
      const { messages } = await client.execProtocol(
        Buffer.concat([
          serialize.close({ type: "S", name }),
          serialize.parse({ name, text, types: [] }),
          serialize.describe({ type: "S", name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      types =
        (messages as BackendMessage[]).find((m) => m.name === "parameterDescription")
          ?.dataTypeIDs ?? [];
      parsed.add(name);
      paramTypes.set(name, types);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const typeId = types[i] ?? 0;
      const serializer = options?.serializers?.[typeId] ?? client.serializers[typeId];
      return serializer ? serializer(value) : asText(value);
    });
    const { messages } = await client.execProtocol(
      Buffer.concat([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: "P", name: "" }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: !inTransaction },
    );
    return (
      resultsOf(messages, client.parsers, options?.rowMode ?? "object", options?.parsers)[0] ?? {
        rows: [],
        fields: [],
        affectedRows: 0,
      }
    );
  } catch (error) {
    parsed.clear();
    throw error;
  }
}

type PgliteQuery = (
  text: string,
  params?: unknown[],
  options?: PgliteQueryOptions,
) => Promise<unknown>;

/** The name for a statement PGlite's `query` may run as a named one, or "" to leave it be. */
function pgliteName(text: string, params: unknown[] | undefined, options?: PgliteQueryOptions) {
  if (!params?.length || options?.blob !== undefined || options?.paramTypes) return "";
  return nameOf(text, "driver");
}

/**
 * Every statement with parameters that goes through PGlite's `query` (all of drizzle's), inside a
 * transaction or not, runs as a named statement (`namedPgliteQuery`), under the same locks
 * PGlite's own `query` takes. Statements without parameters (migrations, `exec`) are PGlite's.
 */
export function nameParameterizedPgliteQueries(client: PGlite): void {
  const query = client.query.bind(client) as PgliteQuery;
  (client as { query: PgliteQuery }).query = async (text, params, options) => {
    const name = pgliteName(text, params, options);
    if (!name || !params) return query(text, params, options);
    await client.waitReady;
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => namedPgliteQuery(client, name, text, params, options, false)),
    );
  };
  const transaction = client.transaction.bind(client);
  client.transaction = ((work: (tx: { query: PgliteQuery; closed: boolean }) => Promise<unknown>) =>
    transaction((tx) => {
      const inner = tx as unknown as { query: PgliteQuery; closed: boolean };
      const wrapped = Object.create(inner) as { query: PgliteQuery; closed: boolean };
      wrapped.query = async (text, params, options) => {
        const name = pgliteName(text, params, options);
        if (!name || !params || inner.closed) return inner.query(text, params, options);
        return client._runExclusiveQuery(() =>
          namedPgliteQuery(client, name, text, params, options, true),
        );
      };
      return work(wrapped);
    })) as typeof client.transaction;
}

// ---- node-postgres ------------------------------------------------------------------------

interface PgConnection {
  stream: NodeJS.WritableStream;
}

const parsedByConnection = new WeakMap<object, Set<string>>();

/** A row description as node-postgres hands it over (pg-protocol's Field) */
interface RowField {
  name: string;
  dataTypeID: number;
  format: string;
}

/** What node-postgres' Result builds from a row description (pg/lib/result.js `addFields`) */
interface RowShape {
  fields: RowField[];
  _parsers: unknown[];
  _prebuiltEmptyResultObject: object;
}

/**
 * Each statement's row shape as node-postgres built it the last time, by statement text: the
 * database describes the rows of every execution, and building a parser for each of a task row's
 * columns again was a few percent of an edit's server time. Used only while the description is
 * the same, field by field.
 */
const rowShapes = new Map<string, RowShape>();

function isSameDescription(known: readonly RowField[], fields: readonly RowField[]): boolean {
  if (known.length !== fields.length) return false;
  for (let i = 0; i < fields.length; i++) {
    const a = known[i];
    const b = fields[i];
    if (a?.name !== b?.name || a?.dataTypeID !== b?.dataTypeID || a?.format !== b?.format)
      return false;
  }
  return true;
}

interface QueryInternals {
  _result: RowShape & { command: string | null };
  _accumulateRows: boolean;
  callback: unknown;
  listeners(event: string): unknown[];
  _checkForMultirow(): void;
}

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

  /** which of `statements` the database is answering now: one command completes each */
  private answering = 0;

  /** node-postgres' own, with the row parsers of the last identical description reused */
  handleRowDescription(msg: { fields: RowField[] }): void {
    const self = this as unknown as QueryInternals;
    self._checkForMultirow();
    const text = this.statements[this.answering]?.text;
    const known = text === undefined ? undefined : rowShapes.get(text);
    const result = self._result;
    if (known && isSameDescription(known.fields, msg.fields)) {
      result.fields = known.fields;
      result._parsers = known._parsers;
      result._prebuiltEmptyResultObject = known._prebuiltEmptyResultObject;
    } else {
      (result as unknown as { addFields(fields: RowField[]): void }).addFields(msg.fields);
      if (text !== undefined && nameOf(text))
        rowShapes.set(text, {
          fields: result.fields,
          _parsers: result._parsers,
          _prebuiltEmptyResultObject: result._prebuiltEmptyResultObject,
        });
    }
    self._accumulateRows = Boolean(self.callback) || self.listeners("row").length === 0;
  }

  handleCommandComplete(msg: unknown, connection: PgConnection): void {
    this.answering += 1;
    (
      pg.Query.prototype as unknown as {
        handleCommandComplete: (m: unknown, c: PgConnection) => void;
      }
    ).handleCommandComplete.call(this, msg, connection);
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

/**
 * Every statement with parameters that this pool's clients run (drizzle's, `pool.query(text,
 * values)`) becomes a named one, so PostgreSQL parses and plans each shape once per connection:
 * node-postgres then sends Parse only the first time and Bind/Execute after. Statements without
 * parameters (`begin`, literal batches) stay as they are.
 */
export function nameParameterizedStatements(pool: pg.Pool): void {
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const [first, second] = args;
      if (typeof first === "string" && Array.isArray(second) && second.length > 0) {
        const name = nameOf(first, "driver");
        if (name) return query({ text: first, values: second, name }, ...args.slice(2));
      } else if (isUnnamedConfig(first) && hasValues(first, second)) {
        const name = nameOf(first.text, "driver");
        if (name) return query({ ...first, name }, ...args.slice(1));
      }
      return query(...args);
    };
  });
}

function isUnnamedConfig(value: unknown): value is { text: string; values?: unknown } {
  if (typeof value !== "object" || value === null) return false;
  const config = value as { text?: unknown; name?: unknown; submit?: unknown };
  return typeof config.text === "string" && !config.name && typeof config.submit !== "function";
}

function hasValues(config: { values?: unknown }, second: unknown): boolean {
  const values = Array.isArray(second) ? second : config.values;
  return Array.isArray(values) && values.length > 0;
}
