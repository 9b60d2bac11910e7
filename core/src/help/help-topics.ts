/**
 * docs/behaviour/onboarding-and-help.md#help Help: the 17 topics, written for Firstly as it works
 * on this server. docs/behaviour/data.md names the fields: id, title, description, howTo, location,
 * category, keywords. Shared by the help screen (web) and the help search (server), so both
 * describe the same app.
 */
export const HELP_TOPIC_IDS = [
  "main-goal",
  "subtasks",
  "tasks",
  "search",
  "completed",
  "settings",
  "priority-levels",
  "ai-enhancement",
  "notifications",
  "images",
  "export",
  "account",
  "subscription",
  "task-completion",
  "task-editing",
  "privacy",
  "terms",
] as const;
export type HelpTopicId = (typeof HELP_TOPIC_IDS)[number];

export const HELP_CATEGORIES = ["Getting started", "Your list", "Settings and account"] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export interface HelpTopic {
  id: HelpTopicId;
  title: string;
  description: string;
  howTo: readonly string[];
  /** where in the app */
  location: string;
  category: HelpCategory;
  keywords: readonly string[];
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: "main-goal",
    title: "Your main goal",
    description:
      "The one outcome that matters most right now. Every thought is scored against it, and home lists first what moves it forward. You have one active main goal at a time.",
    howTo: [
      "On home, tap 'Set your main goal' (or the goal banner at the top).",
      "Describe the outcome in a sentence, for example 'Run a half marathon in April'.",
      "Save: your thoughts are scored against it in the background and home re-orders.",
      "To change it, open the banner and edit the text; to finish it, use Complete. A completed goal moves to Completed.",
    ],
    location: "Home → the main goal banner",
    category: "Getting started",
    keywords: [
      "goal",
      "objective",
      "focus",
      "aim",
      "target",
      "outcome",
      "purpose",
      "main",
      "change goal",
      "new goal",
    ],
  },
  {
    id: "subtasks",
    title: "Subtasks",
    description:
      "Smaller goals on the way to your main goal, such as 'Train three times a week'. Thoughts are scored against each active subtask too, and each subtask has its own list.",
    howTo: [
      "Open the menu (top left) and choose Subtasks: Add Subtask opens.",
      "Describe the subtask and tap Create.",
      "Your subtasks are listed in the menu; open one to see the thoughts that serve it, rename it or complete it.",
    ],
    location: "Menu → Subtasks",
    category: "Getting started",
    keywords: ["subtask", "sub-goal", "milestone", "project", "step", "smaller goal", "break down"],
  },
  {
    id: "tasks",
    title: "Adding thoughts",
    description:
      "A thought is anything you might do: a task, an errand, an idea. Write it quickly; Firstly scores it against your goals and places it on home.",
    howTo: [
      "Tap the round + button (bottom right) to open Add Thought. At a keyboard, press Q or N on any screen.",
      "Type the thought; a title is optional. Enter adds a line.",
      "Tap Done, or press Ctrl+Enter (Cmd+Enter on a Mac). The thought appears on home with its priority.",
      "Esc closes Add Thought and keeps what you typed for next time. Press ? to see every shortcut.",
      "From another app on your phone, share text, a link or a picture to Firstly: Add Thought opens with it filled in, and nothing is saved until you tap Done.",
    ],
    location: "Home → + button",
    category: "Getting started",
    keywords: [
      "add",
      "new",
      "create",
      "task",
      "note",
      "thought",
      "write",
      "capture",
      "idea",
      "todo",
      "keyboard",
      "shortcut",
      "share",
    ],
  },
  {
    id: "search",
    title: "Searching",
    description:
      "Search finds thoughts and subtasks by meaning, not only by the words you typed: 'footwear' finds 'buy running shoes'. Completed Items searches what you have finished.",
    howTo: [
      "Open the menu and choose Search.",
      "Describe what you are looking for; results appear as you type (at most 10).",
      "Use Filters to sort by Most Recent or Alphabetical and to choose tasks or subtasks.",
      "Switch to Completed Items to find and bring back something you completed.",
    ],
    location: "Menu → Search",
    category: "Your list",
    keywords: ["search", "find", "look up", "lookup", "locate", "filter", "where is", "lost"],
  },
  {
    id: "completed",
    title: "Completed goals and items",
    description:
      "Completed goals and subtasks stay in the Completed drawer with the thoughts that served them, so you can look back or restore one.",
    howTo: [
      "Open the menu and choose Completed: the Goals and Subtasks tabs list each one with its completion date and up to 3 of the thoughts completed for it.",
      "Restore makes a goal active again (a main goal only if no other main goal is active).",
      "Completed thoughts: the drawer's link opens Completed Items, which lists recently completed thoughts with their dates; Uncomplete brings one back.",
    ],
    location: "Menu → Completed",
    category: "Your list",
    keywords: [
      "completed",
      "done",
      "finished",
      "history",
      "archive",
      "restore",
      "undo complete",
      "past",
    ],
  },
  {
    id: "settings",
    title: "Settings",
    description:
      "Choose how home looks and behaves: focused (top 3) or relaxed (all), basic or enhanced cards, AI enhancement, how long a delay lasts, and your account.",
    howTo: [
      "Open the menu and choose Settings.",
      "Ask the search box in plain words, for example 'fewer things on screen'.",
      "Changes save at once.",
    ],
    location: "Menu → Settings",
    category: "Settings and account",
    keywords: [
      "settings",
      "preferences",
      "options",
      "configure",
      "display",
      "focused",
      "relaxed",
      "delay",
      "customise",
      "customize",
    ],
  },
  {
    id: "priority-levels",
    title: "Priority levels and scores",
    description:
      "Each thought gets a score per goal from 1 (do it first) to 10,000 (last): lower comes first. Up to 1,000 is Critical Priority (red), up to 3,000 Important (green), up to 7,000 Useful (light green). Above that, a thought unrelated to the goal is Optional (slate) and one that works against it is an Obstacle (black); a thought not yet scored is grey.",
    howTo: [
      "Home ranks thoughts by their score for your main goal, lowest first; the thought you just added shows apart, as Just added, for two hours.",
      "Open a thought and look at Task Details to see its priority, rank, score and the reason.",
      "Star a thought to make it a priority: starred thoughts lead the ranked list. Move up and Move down move a thought at least one place.",
    ],
    location: "Home → a card's colour; Task view → Task Details",
    category: "Your list",
    keywords: [
      "priority",
      "score",
      "ranking",
      "order",
      "critical",
      "important",
      "useful",
      "obstacle",
      "colour",
      "color",
      "why first",
      "tier",
    ],
  },
  {
    id: "ai-enhancement",
    title: "AI scoring and enhancement",
    description:
      "Scoring runs on the server's AI engine: a built-in engine that needs no internet, or a language model when the server is configured with one. With AI enhancement on, a model gives each new thought clearer wording, a short name and a one-line description (your own words are kept in Task Details); the built-in engine never rewrites, it adds a line saying what the thought serves.",
    howTo: [
      "See which engine this server uses under Settings → AI engine.",
      "Turn AI enhancement on or off in Settings. If the model fails, your words are kept as written.",
    ],
    location: "Settings → AI engine, AI enhancement",
    category: "Settings and account",
    keywords: [
      "ai",
      "model",
      "engine",
      "artificial intelligence",
      "clarify",
      "rewrite",
      "openai",
      "built-in",
      "offline",
      "smart",
    ],
  },
  {
    id: "notifications",
    title: "Scheduling, delays and reminders",
    description:
      "Schedule a thought to repeat: it comes back to home on the weekdays and at the time you choose, every week. Delay puts a thought away until the delay ends (1 hour unless you change it). Push notifications tell this device when one comes back, where this server offers them.",
    howTo: [
      "Open a thought and tap Schedule... (the calendar at the top): pick the weekdays and a time, then save. The thought says Scheduled and when it comes back.",
      "Tap Delay in the bar at the bottom; it returns after Settings → Delay duration.",
      "Find a delayed, scheduled or archived thought in Search: before you type, it lists them with when each comes back.",
      "Check Settings → Push notifications for reminders on this device.",
    ],
    location: "Task view → Schedule..., Delay; Menu → Search; Settings → Push notifications",
    category: "Settings and account",
    keywords: [
      "notification",
      "notify",
      "reminder",
      "remind",
      "alert",
      "push",
      "schedule",
      "delay",
      "snooze",
      "come back",
      "repeat",
      "recurring",
      "every week",
      "weekly",
      "routine",
    ],
  },
  {
    id: "images",
    title: "Pictures",
    description:
      "Every new thought, goal and subtask gets a picture by itself, made from its words. You can add your own photos and files to a thought too; its card shows them in enhanced mode and the image viewer full size.",
    howTo: [
      "Open a thought and tap Add Image or Add File under its text; the card shows 'N photos'.",
      "Switch Settings → Visual enhancement to Enhanced to see pictures on cards.",
      "Open a thought and tap a picture to view it full size; use the arrows for the next one.",
    ],
    location: "Task view → Add Image, Add File; Settings → Visual enhancement",
    category: "Your list",
    keywords: ["image", "picture", "photo", "artwork", "gallery", "visual", "enhanced", "viewer"],
  },
  {
    id: "export",
    title: "Exporting your thoughts",
    description:
      "Take every thought with you as JSON, CSV (opens in a spreadsheet) or plain text. Available when you are signed in and have at least one thought with content.",
    howTo: [
      "Open Settings and find Export all thoughts.",
      "Choose JSON, CSV or TXT; the file downloads with today's date in its name.",
    ],
    location: "Settings → Export all thoughts",
    category: "Settings and account",
    keywords: [
      "export",
      "download",
      "backup",
      "csv",
      "json",
      "txt",
      "spreadsheet",
      "copy",
      "take out",
      "data",
    ],
  },
  {
    id: "account",
    title: "Your account",
    description:
      "As a guest you can try Firstly with up to 5 items on this device. Create an account to keep your thoughts on every device; what you wrote as a guest moves into it.",
    howTo: [
      "Tap Sign Up (home or menu) and enter your email and a password of at least 6 characters, or continue with Google when this server offers it.",
      "Already have an account? Tap Sign In.",
      "Your account and Sign out are in Settings → Account.",
      "Signing in when this month's free items are used up: what fits moves, the rest waits on home until there is room or you go Pro.",
      "Too many wrong passwords for your account: a browser you have signed in from before still gets in; elsewhere, wait the minutes shown or reset your password.",
    ],
    location: "Menu → Sign In / Sign Up; Settings → Account",
    category: "Settings and account",
    keywords: [
      "account",
      "sign in",
      "sign up",
      "login",
      "log in",
      "register",
      "password",
      "email",
      "google",
      "guest",
      "logout",
      "sign out",
    ],
  },
  {
    id: "subscription",
    title: "Limits and Pro",
    description:
      "An item is a thought, a goal or a subtask (actions such as uncompleting or searching count too). As a guest you have 5; a free account has a monthly number of items when this server sells Pro, and none otherwise. The Free plan badge in the menu and home's remaining line count the same items. Pro removes the limit when this server offers it.",
    howTo: [
      "See your usage in the menu, under the logo.",
      "At the limit, the 'Monthly Item Limit Reached' dialog explains your options.",
    ],
    location: "Menu → usage badge",
    category: "Settings and account",
    keywords: [
      "limit",
      "subscription",
      "pro",
      "upgrade",
      "billing",
      "pay",
      "price",
      "plan",
      "free",
      "trial",
      "usage",
      "quota",
    ],
  },
  {
    id: "task-completion",
    title: "Completing, delaying and archiving",
    description:
      "Finish a thought with Complete, push it out of the way for a while with Delay, or put it aside with Archive. Each one leaves home at once and can be undone.",
    howTo: [
      "Open a thought from home.",
      "Use the bar at the bottom: Complete, Delay or Archive. The view closes by itself.",
      "To undo, open the thought again (Search finds it) and tap the same button, or Uncomplete it from Completed Items.",
    ],
    location: "Task view → action bar",
    category: "Your list",
    keywords: [
      "complete",
      "done",
      "finish",
      "tick",
      "check off",
      "delay",
      "postpone",
      "later",
      "archive",
      "skip",
      "hide",
      "remove",
    ],
  },
  {
    id: "task-editing",
    title: "Editing and deleting a thought",
    description:
      "Open a thought to change its title or text. Changes save by themselves as you type; undo and redo are at the top. Editing the text rescores it against your goals.",
    howTo: [
      "Tap a card on home to open it.",
      "Edit the title or text; the indicator at the top shows when it is saved.",
      "Use the arrows at the top to undo or redo.",
      "To delete it for good, use the bin icon and confirm.",
    ],
    location: "Home → tap a card",
    category: "Your list",
    keywords: [
      "edit",
      "change",
      "rename",
      "update",
      "delete",
      "remove",
      "erase",
      "undo",
      "redo",
      "autosave",
      "save",
      "bin",
      "trash",
    ],
  },
  {
    id: "privacy",
    title: "Privacy",
    description:
      "What Firstly stores, where, what is sent to an AI provider, and how to take your data out or delete it.",
    howTo: [
      "Open the Privacy Policy from Help.",
      "Export your thoughts from Settings → Export all thoughts; delete your account with Settings → Delete account.",
    ],
    location: "Help → Privacy Policy",
    category: "Settings and account",
    keywords: [
      "privacy",
      "data",
      "personal",
      "gdpr",
      "stored",
      "tracking",
      "cookies",
      "delete my data",
      "who sees",
    ],
  },
  {
    id: "terms",
    title: "Terms of use",
    description: "The terms for using Firstly on this server: your content, fair use, and limits.",
    howTo: ["Open the Terms of Use from Help."],
    location: "Help → Terms of Use",
    category: "Settings and account",
    keywords: ["terms", "conditions", "legal", "agreement", "rules", "tos", "liability"],
  },
];

/** What the built-in engine searches for one topic: title and keywords first, then the description. */
export function helpTopicSearchText(topic: HelpTopic): { text: string; detail: string } {
  return { text: `${topic.title}. ${topic.keywords.join(", ")}`, detail: topic.description };
}

/** docs/behaviour/limits.md#search: at most 8 help results. */
export const HELP_RESULTS_MAX = 8;
