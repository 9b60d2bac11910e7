import { z } from "zod";

/**
 * docs/behaviour/validation.md: an empty query is ignored (the client never sends one); long
 * queries are cut.
 */
export const SEARCH_QUERY_MAX = 200;

export const SearchScope = z.enum(["active", "completed"]);
export type SearchScope = z.infer<typeof SearchScope>;

export const SearchKind = z.enum(["task", "subtask", "main"]);
export type SearchKind = z.infer<typeof SearchKind>;

/**
 * docs/behaviour/search.md search screens. Enhanced search ("active") looks at open tasks (on home,
 * or set aside) and active subtasks;
 * Completed Items looks at completed tasks, subtasks and main goals. `kinds` are the toggles.
 */
export const SearchInput = z.object({
  query: z
    .string()
    .trim()
    .min(1, "Enter something to search for")
    .transform((q) => q.slice(0, SEARCH_QUERY_MAX)),
  scope: SearchScope,
  kinds: z.array(SearchKind).min(1, "Choose at least one kind of item").max(3),
  /**
   * Open items only: whether thoughts set aside (delayed, scheduled or archived) are searched too,
   * the search panel's 'Set aside' toggle. Default true: nothing that left home is unfindable.
   */
  includeSetAside: z.boolean().default(true),
});
export type SearchInput = z.input<typeof SearchInput>;

export const SearchResult = z.object({
  kind: SearchKind,
  id: z.string(),
  title: z.string(),
  /** the body (tasks) or description (goals), for a second line */
  text: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type SearchResult = z.infer<typeof SearchResult>;

/**
 * `engine`: how the matches were found — the configured model, the built-in engine (by meaning
 * without a model), or keyword matching (the fallback when the model failed, or when the usage
 * limit blocks AI search: then `limited` is true).
 */
export const SearchOutput = z.object({
  results: z.array(SearchResult),
  engine: z.enum(["model", "builtin", "keyword"]),
  limited: z.boolean(),
});
export type SearchOutput = z.infer<typeof SearchOutput>;

/** docs/behaviour/settings.md#settings-search settings search: 'Ask AI to find settings...'. */
export const SettingsSearchInput = z.object({
  query: z
    .string()
    .trim()
    .min(1, "Enter something to search for")
    .transform((q) => q.slice(0, SEARCH_QUERY_MAX)),
});
export type SettingsSearchInput = z.input<typeof SettingsSearchInput>;

/** Ids of the matching settings sections, most relevant first. */
export const SettingsSearchOutput = z.object({
  ids: z.array(z.string()),
  engine: z.enum(["model", "builtin"]),
});
export type SettingsSearchOutput = z.infer<typeof SettingsSearchOutput>;

/**
 * docs/behaviour/onboarding-and-help.md#help help search: the AI fallback when the local match
 * finds nothing. The same input as the settings search, under the help endpoint's own name.
 * @alias
 */
export const HelpSearchInput = SettingsSearchInput;
export type HelpSearchInput = z.input<typeof HelpSearchInput>;

/**
 * Up to 3 topic ids, or — when the model answered in words — that text, shown as is
 * (docs/behaviour/messages.md).
 */
export const HelpSearchOutput = z.object({
  ids: z.array(z.string()),
  text: z.string().nullable(),
  engine: z.enum(["model", "builtin"]),
});
export type HelpSearchOutput = z.infer<typeof HelpSearchOutput>;
