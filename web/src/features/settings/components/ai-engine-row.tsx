import { Cpu } from "lucide-react";
import type { Health } from "@firstly/core/contract/session";
import { cn } from "../../../lib/cn";
import { SettingsCard } from "../../../components/settings-card";

/** "Built-in (offline)" or "OpenAI-compatible · <model>" from GET /api/health. */
export function engineLabel(ai: Health["ai"]): string {
  if (ai.engine === "builtin") return "Built-in (offline)";
  return ai.model ? `OpenAI-compatible · ${ai.model}` : "OpenAI-compatible";
}

export function AiEngineRow({ health }: { health: Health | undefined }) {
  return (
    <SettingsCard
      id="ai-engine"
      title="AI engine"
      icon={Cpu}
      description="Ranks your list against your goals."
    >
      <div className="flex items-center gap-2.5 rounded-xl bg-raised px-3 py-2.5 text-sm">
        <span
          aria-hidden
          className={cn(
            "size-2 shrink-0 rounded-full",
            !health ? "bg-line" : health.ai.ok ? "bg-tier-important" : "bg-tier-high",
          )}
        />
        <span className="min-w-0 flex-1 truncate font-medium">
          {health ? engineLabel(health.ai) : "Checking…"}
        </span>
        {health && !health.ai.ok && <span className="text-xs text-muted">Unavailable</span>}
      </div>
    </SettingsCard>
  );
}
