import { AiSearchField } from "../../components/ai-search-field";
import { Fragment, startTransition, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation, useSearchParams } from "react-router";
import { Eye, LayoutList, WandSparkles } from "lucide-react";
import { toast } from "../../lib/toast";
import { useHealth, useMe } from "../../lib/queries/session";
import { useSettings } from "../../lib/queries/settings";
import { useUpdateSettings } from "../../features/settings/api/update-settings";
import { SETTINGS_CATALOGUE, type SettingId } from "@firstly/core/search/settings-catalogue";
import { useSettingsSearch } from "../../features/settings/api/search-settings";
import { searchResultText, type SettingsSection } from "../../features/settings/search-settings";
import { GuestAccountSection } from "../../features/settings/components/account-section";
import { AccountCard } from "../../features/account/account-card";
import { DeleteAccountCard } from "../../features/account/delete-account-card";
import { ExportCard } from "../../features/account/export-card";
import { ImportCard } from "../../features/import/components/import-card";
import { AiEngineRow } from "../../features/settings/components/ai-engine-row";
import { DelaySection } from "../../features/settings/components/delay-section";
import { PushSection } from "../../features/push/components/push-section";
import { AccessTokensCard } from "../../features/access-tokens/access-tokens-card";
import { CalendarCard } from "../../features/access-tokens/calendar-card";
import { OptionGroup, SettingsCard, Switch } from "../../components/settings-card";
import { cn } from "../../lib/cn";

type SectionId = SettingId;

/** The searchable cards: ids, titles and words from the catalogue the server searches by meaning. */
const sections: Record<SectionId, SettingsSection> = Object.fromEntries(
  SETTINGS_CATALOGUE.map((s) => [s.id, { id: s.id, title: s.title, keywords: s.keywords }]),
) as Record<SectionId, SettingsSection>;

/** The Settings drawer's content: AI-style search, then one card per setting. Saves at once. */
export function SettingsPanel() {
  const me = useMe();
  const user = me.data?.user ?? null;
  const isGuest = !user || user.isGuest;
  const settings = useSettings(user !== null);
  const health = useHealth();
  const update = useUpdateSettings();
  const [query, setQuery] = useState("");
  useLinkedNotice();

  // docs/behaviour/home.md#card-text: a guest's search never finds the account card
  const searchable = useMemo(
    () => SETTINGS_CATALOGUE.filter((s) => !(isGuest && s.signedInOnly)).map((s) => sections[s.id]),
    [isGuest],
  );
  const found = useSettingsSearch(searchable, query);
  const shows = (id: SectionId) => (found === null ? true : found.some((s) => s.id === id));

  const data = settings.data;
  const cards: [SectionId, ReactNode][] = [
    [
      "display",
      <SettingsCard
        key="display"
        id="display"
        title="Display mode"
        icon={LayoutList}
        description="How much of your list home shows."
      >
        <OptionGroup
          name="display-mode"
          label="Display mode"
          value={data?.displayMode}
          onChange={(displayMode) => update.mutate({ displayMode })}
          options={[
            { value: "focused", label: "Focused", hint: "Top 3 thoughts" },
            { value: "relaxed", label: "Relaxed", hint: "All tasks" },
          ]}
        />
      </SettingsCard>,
    ],
    [
      "visual",
      <SettingsCard
        key="visual"
        id="visual"
        title="Visual enhancement"
        icon={Eye}
        description="How richly cards are drawn."
      >
        <OptionGroup
          name="visual-mode"
          label="Visual enhancement"
          value={data?.visualDisplayMode}
          onChange={(visualDisplayMode) => update.mutate({ visualDisplayMode })}
          options={[
            { value: "basic", label: "Basic", hint: "Calm and compact" },
            { value: "enhanced", label: "Enhanced", hint: "Images and colour" },
          ]}
        />
      </SettingsCard>,
    ],
    [
      "ai",
      <SettingsCard
        key="ai"
        id="ai"
        title="AI enhancement"
        icon={WandSparkles}
        description={
          health.data?.ai.engine === "openai-compatible"
            ? "New thoughts get clearer wording, a short name and a one-line description from the AI model. Your own words are kept; if it fails, your text stays as written."
            : "This server uses the built-in engine, which does not rewrite your words: it adds a line saying what each new thought serves."
        }
        aside={
          <Switch
            label="AI enhancement"
            checked={data?.aiEnhancement ?? false}
            disabled={!data}
            onChange={(aiEnhancement) => update.mutate({ aiEnhancement })}
          />
        }
      />,
    ],
    [
      "delay",
      data ? (
        <DelaySection
          key="delay"
          delay={data.customDelay}
          onSave={(customDelay) => update.mutate({ customDelay })}
        />
      ) : (
        <div
          key="delay"
          aria-busy="true"
          aria-label="Loading delay duration"
          className="h-36 animate-pulse rounded-2xl bg-line/50"
        />
      ),
    ],
    ["engine", <AiEngineRow key="engine" health={health.data} />],
    ["notifications", <PushSection key="notifications" isGuest={isGuest} />],
    [
      "account",
      isGuest ? (
        <GuestAccountSection key="account" />
      ) : (
        <Fragment key="account">
          <AccountCard email={user.email} />
          <DeleteAccountCard />
        </Fragment>
      ),
    ],
    ...(isGuest ? [] : ([["export", <ExportCard key="export" />]] as [SectionId, ReactNode][])),
    ...(isGuest
      ? []
      : ([
          ["tokens", <AccessTokensCard key="tokens" />],
          ["calendar", <CalendarCard key="calendar" />],
        ] as [SectionId, ReactNode][])),
    ["import", <ImportCard key="import" />],
  ];

  const shown = cards.filter(([id]) => shows(id));
  const inTurn = useSectionsInTurn(shown.length);
  // a search's results are drawn at once
  const drawn = found === null ? inTurn : shown.length;
  const allDrawn = drawn >= shown.length;
  useScrollToSection(allDrawn);
  return (
    <div className="flex flex-col gap-3 p-4 pb-[calc(2rem+env(safe-area-inset-bottom))]">
      <div>
        <AiSearchField
          id="settings-search"
          label="Search settings"
          value={query}
          onChange={setQuery}
          placeholder="Ask AI to find settings..."
        />
        {found !== null && (
          <p role="status" className="mt-2 px-1 text-sm text-muted">
            {searchResultText(shown.length)}
          </p>
        )}
      </div>
      {settings.isError && (
        <p role="alert" className="rounded-xl bg-danger/8 px-3 py-2 text-sm text-danger">
          {settings.error.message}
        </p>
      )}
      {shown.slice(0, drawn).map(([id, card], index) => (
        // the sections below the first screenful are laid out when scrolled to: opening Settings
        // (over a page the server drew, too) styles and lays out a screenful, not the whole
        // panel; one wrapper for every section, so a search that moves a section up or down does
        // not remount it (and lose what was typed in it), and a section of two cards keeps its gap
        <div
          key={id}
          data-settings-section={id}
          className={cn("flex flex-col gap-3", index >= SECTIONS_DRAWN_AT_ONCE && "cv-section")}
        >
          {card}
        </div>
      ))}
    </div>
  );
}

/** How many of the panel's sections are drawn at once (a phone's screenful and more). */
const SECTIONS_DRAWN_AT_ONCE = 4;

/**
 * How many sections to draw: a screenful first, then one more each frame, each added after the
 * frame before it has been drawn. The sections below the fold are the panel's biggest render; drawn
 * in one go they were a long commit and a long frame on a slow phone (issue 30), one at a time
 * each is short.
 */
function useSectionsInTurn(total: number): number {
  const [drawn, setDrawn] = useState(SECTIONS_DRAWN_AT_ONCE);
  useEffect(() => {
    if (drawn >= total) return;
    let live = true;
    // a frame's callbacks run before it is drawn; a task queued from one runs after
    const frame = requestAnimationFrame(() =>
      setTimeout(() => live && startTransition(() => setDrawn((n) => n + 1))),
    );
    return () => {
      live = false;
      cancelAnimationFrame(frame);
    };
  }, [drawn, total]);
  return drawn;
}

/**
 * /settings#settings-delete-account (where a fresh Google sign-in to delete an account comes back): the
 * section is shown once every section is drawn, after the page has loaded, so the browser's own
 * jump to it found nothing; it is scrolled to then.
 */
function useScrollToSection(allDrawn: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!allDrawn || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: "start" });
  }, [allDrawn, hash]);
}

/** /settings?linked=google: confirm the link once, then drop the query so reload is quiet. */
function useLinkedNotice() {
  const [params, setParams] = useSearchParams();
  const linked = params.get("linked");
  useEffect(() => {
    if (linked === "failed") toast.error("Failed to link Google account");
    else if (linked === "google") toast.success("Google account linked successfully");
    else return;
    setParams({}, { replace: true });
  }, [linked, setParams]);
}
