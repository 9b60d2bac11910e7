import { z } from "zod";
import { cleanCells, shortTitle } from "./cells";
import { parseDate } from "./dates";
import { emptyItem, ImportFileError, type ParsedImport } from "./types";
import { splitTitle } from "./text";

const TrelloBoard = z.object({
  name: z.string().optional(),
  lists: z.array(z.object({ id: z.string(), name: z.string(), closed: z.boolean().optional() })),
  cards: z.array(
    z.object({
      id: z.string(),
      name: z.string().nullable().optional(),
      desc: z.string().nullable().optional(),
      idList: z.string(),
      closed: z.boolean().optional(),
      due: z.string().nullable().optional(),
      start: z.string().nullable().optional(),
      dueComplete: z.boolean().optional(),
      dateLastActivity: z.string().nullable().optional(),
      labels: z.array(z.object({ name: z.string().nullable().optional() })).optional(),
    }),
  ),
  checklists: z
    .array(
      z.object({
        idCard: z.string(),
        name: z.string().nullable().optional(),
        checkItems: z.array(z.object({ name: z.string(), state: z.string().optional() })),
      }),
    )
    .optional(),
});

export function looksLikeTrello(json: unknown): boolean {
  return (
    typeof json === "object" &&
    json !== null &&
    Array.isArray((json as { cards?: unknown }).cards) &&
    Array.isArray((json as { lists?: unknown }).lists)
  );
}

/**
 * A Trello board's JSON export (Menu → Print, export and share → Export as JSON): each card is a
 * thought, its list and labels kept as context, its checklists appended as `- [ ]` lines. A
 * closed card or a card on a closed list goes to Archive; a card whose due date is marked complete
 * is completed. The board is the project.
 */
export function parseTrello(json: unknown, now: Date): ParsedImport {
  const result = TrelloBoard.safeParse(json);
  if (!result.success)
    throw new ImportFileError(
      `This is not a Trello board export: ${result.error.issues[0]?.path.join(".") || "the file"} is missing or of the wrong kind.`,
    );
  const board = result.data;
  const lists = new Map(board.lists.map((l) => [l.id, l]));
  const checklists = new Map<string, string[]>();
  for (const cl of board.checklists ?? []) {
    const lines = checklists.get(cl.idCard) ?? [];
    if (cl.name) lines.push(`${cl.name}:`);
    for (const ci of cl.checkItems)
      lines.push(`- [${ci.state === "complete" ? "x" : " "}] ${ci.name}`);
    checklists.set(cl.idCard, lines);
  }
  const parsed: ParsedImport = {
    format: "trello",
    items: [],
    goals: [],
    skipped: [],
    errors: [],
    columns: [
      { source: "card name", becomes: "title (the text when there is nothing else)" },
      { source: "card desc", becomes: "text" },
      { source: "list, labels", becomes: "context in the text" },
      { source: "checklists", becomes: "- [ ] lines in the text" },
      { source: "due / start", becomes: "delay when in the future" },
      { source: "dueComplete", becomes: "completed" },
      { source: "closed card or list", becomes: "Archive" },
      { source: "board name", becomes: "project when asked" },
    ],
  };
  board.cards.forEach((card, index) => {
    const rowNumber = index + 1;
    const cells = cleanCells({
      name: card.name ?? "",
      desc: card.desc ?? "",
      checklist: (checklists.get(card.id) ?? []).join("\n"),
    });
    if (cells.error) {
      parsed.errors.push({ row: rowNumber, reason: cells.error });
      return;
    }
    const { name, desc, checklist } = cells.values;
    if (!name && !desc) {
      parsed.skipped.push({ row: rowNumber, reason: "empty" });
      return;
    }
    const list = lists.get(card.idList);
    const item = emptyItem(rowNumber);
    item.notes = cells.notes;
    item.project = board.name?.trim() || null;
    if (card.closed || list?.closed) item.status = "archived";
    else if (card.dueComplete) {
      item.status = "completed";
      item.completedAt =
        parseDate(card.dateLastActivity) ?? parseDate(card.due) ?? now.toISOString();
    } else item.startAt = parseDate(card.start) ?? parseDate(card.due);
    const labels = (card.labels ?? []).map((l) => l.name?.trim()).filter(Boolean);
    const extra = [
      list ? `List: ${shortTitle(list.name)}` : "",
      labels.length > 0 ? `Labels: ${labels.join(", ")}` : "",
    ];
    const body = [desc, checklist].filter(Boolean).join("\n\n");
    Object.assign(item, splitTitle(name, body, extra));
    parsed.items.push(item);
  });
  return parsed;
}
