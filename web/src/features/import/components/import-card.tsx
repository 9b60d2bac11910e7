import { Link } from "react-router";
import { FileUp } from "lucide-react";
import { paths } from "../../../lib/paths";
import { SettingsCard } from "../../../components/settings-card";

/** Settings → Import: the way into the import screen. */
export function ImportCard() {
  return (
    <SettingsCard
      id="import"
      title="Import your list"
      icon={FileUp}
      description="Bring thoughts from Todoist, TickTick, Trello, Google Tasks, Markdown or a Firstly export. Files up to 5 MB; you preview every row first."
    >
      <Link
        to={paths.importList}
        className="inline-flex h-10 items-center justify-center rounded-xl border border-line bg-surface px-4 text-sm font-semibold text-ink transition hover:border-accent"
      >
        Import a file or paste a list
      </Link>
    </SettingsCard>
  );
}
