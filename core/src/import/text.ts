import { TASK_TEXT_MAX, TASK_TITLE_MAX } from "../contract/task";

/** Body text and context lines as one text, the context after a blank line. */
export function joinText(body: string, context: readonly string[] = []): string {
  const parts = [body.trim(), context.filter(Boolean).join("\n")].filter(Boolean);
  return parts.join("\n\n");
}

/**
 * A source's name, body and context lines as Firstly's title and text. With a body, a short name
 * is the title and the body (then the context) the text. With no body the name itself is the text
 * (a note needs text, docs/behaviour/validation.md, and a card reads better with the words than
 * with "Section: …"). A name too long for a title starts the text. Text past Firstly's 20,000
 * characters is cut.
 */
export function splitTitle(
  name: string,
  body: string,
  context: readonly string[] = [],
): { title: string | null; text: string } {
  const title = name.trim();
  const rest = body.trim();
  let result: { title: string | null; text: string };
  if (!rest || !title) result = { title: null, text: joinText(title || rest, context) };
  else if (title.length > TASK_TITLE_MAX)
    result = { title: null, text: joinText(`${title}\n\n${rest}`, context) };
  else result = { title, text: joinText(rest, context) };
  if (result.text.length > TASK_TEXT_MAX) result.text = result.text.slice(0, TASK_TEXT_MAX);
  return result;
}
