import type { PGlite } from "@electric-sql/pglite";

/**
 * Counts writes to the embedded database, so a reader can keep an answer until something changed.
 * Every statement of this process goes through the one PGlite client: anything but a plain
 * `select` that touched a row, every `exec` (migrations, scripts) and every transaction (after it
 * ends) moves the counter. An update or delete that affected nothing (the job worker's claim on an
 * empty queue) does not.
 */
export interface WriteEpoch {
  readonly value: number;
}

const READ_ONLY = /^\s*(?:select|with\s[\s\S]*?\)\s*select)\b/i;

export function countWrites(client: PGlite): WriteEpoch {
  const epoch = { value: 0 };
  const bump = () => {
    epoch.value += 1;
  };
  const query = client.query.bind(client);
  client.query = (async (sql: string, ...rest: unknown[]) => {
    const result = await (
      query as (sql: string, ...args: unknown[]) => Promise<{ affectedRows?: number }>
    )(sql, ...rest);
    if (!READ_ONLY.test(sql) && (result.affectedRows ?? 1) > 0) bump();
    return result;
  }) as typeof client.query;
  const exec = client.exec.bind(client);
  client.exec = async (...args: Parameters<typeof client.exec>) => {
    try {
      return await exec(...args);
    } finally {
      bump();
    }
  };
  const transaction = client.transaction.bind(client);
  client.transaction = (async (...args: Parameters<typeof client.transaction>) => {
    try {
      return await transaction(...args);
    } finally {
      bump();
    }
  }) as typeof client.transaction;
  return epoch;
}
