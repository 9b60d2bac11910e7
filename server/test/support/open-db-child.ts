// Opened by the crash-safety test in a child process that is then killed at a random moment.
import { openPglite } from "../../src/db/open-database";

const dir = process.argv[2];
if (!dir) throw new Error("usage: open-db-child <dir>");
const database = await openPglite(dir);
process.stdout.write("opened\n");
await database.close();
