import { TASK_TEXT_MAX, TASK_TITLE_MAX } from "../contract/task";

/** Body text and context lines as one text, the context after a blank line. */
export function joinText(body: string, context: readonly string[] = []): string {
  const parts = [body.trim(), context.filter(Boolean).join("\n")].filter(Boolean);
  return parts.join("\n\n");
}

/**
 * A source's name and body as Firstly's title and text. A short name is the title and the body the
 * text; with no body the name is the text itself (a note needs text, SPEC §5). A name too long for
 * a title is kept whole at the start of the text. Text past Firstly's 20,000 characters is cut.
 */
export function splitTitle(name: string, body: string): { title: string | null; text: string } {
  const title = name.trim();
  const rest = body.trim();
  let result: { title: string | null; text: string };
  if (!rest) result = { title: null, text: title };
  else if (!title) result = { title: null, text: rest };
  else if (title.length > TASK_TITLE_MAX) result = { title: null, text: `${title}\n\n${rest}` };
  else result = { title, text: rest };
  if (result.text.length > TASK_TEXT_MAX) result.text = result.text.slice(0, TASK_TEXT_MAX);
  return result;
}
