/**
 * docs/behaviour/settings.md#sections Settings panel sections, described for search by meaning: the
 * built-in engine matches a query against title, description and words people use; a model gets the
 * same descriptions. `signedInOnly` sections are never found for a guest.
 */
export interface SettingDescription {
  id: SettingId;
  title: string;
  description: string;
  keywords: readonly string[];
  signedInOnly?: boolean;
}

export const SETTING_IDS = [
  "display",
  "visual",
  "ai",
  "delay",
  "engine",
  "notifications",
  "account",
  "export",
  "tokens",
  "calendar",
  "import",
] as const;
export type SettingId = (typeof SETTING_IDS)[number];

export const SETTINGS_CATALOGUE: readonly SettingDescription[] = [
  {
    id: "display",
    title: "Display mode",
    description:
      "How much of your list home shows: focused shows only the top three tasks, relaxed shows all of them.",
    keywords: [
      "focused",
      "relaxed",
      "top",
      "three",
      "all",
      "home",
      "list",
      "show",
      "shorter",
      "fewer",
      "less",
      "longer",
      "overwhelmed",
      "clutter",
      "focus",
      "hide",
    ],
  },
  {
    id: "visual",
    title: "Visual enhancement",
    description:
      "How richly cards are drawn: basic is calm and compact, enhanced shows pictures and colour.",
    keywords: [
      "basic",
      "enhanced",
      "look",
      "cards",
      "appearance",
      "images",
      "pictures",
      "colour",
      "color",
      "photos",
      "style",
    ],
  },
  {
    id: "ai",
    title: "AI enhancement",
    description: "Let AI clarify the wording of new thoughts and suggest a short title.",
    keywords: ["clarify", "rewrite", "improve", "text", "wording", "grammar", "title", "automatic"],
  },
  {
    id: "delay",
    title: "Delay duration",
    description: "How long a delayed thought stays away before it comes back to your list.",
    keywords: [
      "snooze",
      "later",
      "postpone",
      "minutes",
      "hours",
      "days",
      "time",
      "remind",
      "wait",
      "defer",
    ],
  },
  {
    id: "engine",
    title: "AI engine",
    description:
      "Which engine scores your thoughts against your goals: the built-in one or a model.",
    keywords: [
      "model",
      "openai",
      "builtin",
      "offline",
      "ranking",
      "score",
      "priority",
      "order",
      "sort",
    ],
  },
  {
    id: "notifications",
    title: "Push notifications",
    description: "Reminders on this device when a delayed or scheduled thought comes back.",
    keywords: ["notify", "alerts", "reminders", "push", "phone", "sound", "badge"],
  },
  {
    id: "account",
    title: "Account management",
    description: "Your email, password, Google sign-in, two-factor authentication and signing out.",
    keywords: [
      "email",
      "sign",
      "logout",
      "log",
      "out",
      "password",
      "profile",
      "user",
      "google",
      "security",
      "delete",
    ],
    signedInOnly: true,
  },
  {
    id: "export",
    title: "Export all thoughts",
    description: "Download every note as JSON, CSV or plain text.",
    keywords: ["download", "backup", "csv", "json", "txt", "spreadsheet", "copy", "save", "data"],
    signedInOnly: true,
  },
  {
    id: "tokens",
    title: "Access tokens",
    description:
      "Personal access tokens for your own scripts, the API and AI assistants (MCP): create, see when each was last used, revoke.",
    keywords: [
      "api",
      "token",
      "key",
      "script",
      "developer",
      "mcp",
      "assistant",
      "claude",
      "automation",
      "integration",
    ],
    signedInOnly: true,
  },
  {
    id: "calendar",
    title: "Calendar",
    description:
      "A private calendar address (webcal) showing scheduled thoughts and when delayed ones come back.",
    keywords: [
      "calendar",
      "ical",
      "ics",
      "webcal",
      "subscribe",
      "google",
      "outlook",
      "apple",
      "schedule",
      "feed",
    ],
    signedInOnly: true,
  },
  {
    id: "import",
    title: "Import your list",
    description:
      "Bring your tasks from Todoist, TickTick, Trello, Google Tasks, Markdown or a Firstly export.",
    keywords: [
      "import",
      "upload",
      "move",
      "todoist",
      "ticktick",
      "trello",
      "google tasks",
      "markdown",
    ],
  },
];

/** What the built-in engine searches for one setting: title and words first, then the description. */
export function settingSearchText(s: SettingDescription): { text: string; detail: string } {
  return { text: `${s.title}. ${s.keywords.join(", ")}`, detail: s.description };
}
