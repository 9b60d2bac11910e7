import { useEffect, useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { ArrowLeft, ArrowRight, Loader2 } from "lucide-react";
import { useNavigate } from "react-router";
import { labelTierForScore, tierLabel } from "@firstly/core/scoring/tiers";
import { cn } from "../../lib/cn";
import { paths } from "../../lib/paths";
import { finishOnboarding } from "../../lib/onboarding-store";
import { Button } from "../../components/ui/button";

/**
 * docs/behaviour/limits.md#timing: the sample pictures get at most 3 s to load before the
 * walkthrough shows anyway.
 */
export const ONBOARDING_PRELOAD_CAP_MS = 3_000;

const IMAGES = ["/onboarding/goal.svg", "/onboarding/tasks.svg", "/onboarding/scoring.svg"];

/**
 * the docs/behaviour/navigation.md#screens third step: four ranked samples with scores. Ranked the
 * way home ranks them — the lowest score first — and labelled and coloured by the cards' own tier
 * rules (labelTierForScore), so the walkthrough teaches what the cards show. The spec's 850
 * leads; the other three samples are spread over the tiers instead of the
 * docs/behaviour/states.md#score-tiers 780/650/120, which read as Critical or as a tier that exists
 * nowhere else (decision 0025).
 */
const RANKED = [
  { text: "Run 5 km three times this week", score: 850 },
  { text: "Book a physio check for my knee", score: 2400 },
  { text: "Buy new running shoes", score: 5200 },
  { text: "Stay up late binge-watching instead of resting", score: 9600 },
] as const;

function preload(urls: readonly string[], capMs: number): Promise<void> {
  const all = Promise.all(
    urls.map(
      (src) =>
        new Promise<void>((resolve) => {
          const img = new Image();
          img.onload = () => resolve();
          img.onerror = () => resolve();
          img.src = src;
        }),
    ),
  ).then(() => undefined);
  return Promise.race([all, new Promise<void>((r) => setTimeout(r, capMs))]);
}

/**
 * docs/behaviour/onboarding-and-help.md#onboarding onboarding: three steps (Set Your Main Goal, Add
 * Your Tasks, Smart Priority Scoring), Back / Next, 'Skip onboarding'. Finishing or skipping sets
 * the seen and just-completed flags and goes home. Escape counts as skipping.
 */
export function OnboardingDialog() {
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const [step, setStep] = useState(0);
  useEffect(() => {
    let live = true;
    void preload(IMAGES, ONBOARDING_PRELOAD_CAP_MS).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);

  const finish = () => {
    finishOnboarding();
    void navigate(paths.home);
  };
  const last = step === 2;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && finish()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/45 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-describedby="onboarding-body"
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[94dvh] w-full max-w-lg flex-col overflow-y-auto rounded-t-3xl bg-surface p-5 pb-[calc(1.25rem+env(safe-area-inset-bottom))] shadow-float outline-none sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 sm:rounded-3xl"
        >
          {!ready ? (
            <div className="grid min-h-72 place-items-center" aria-busy="true">
              <Dialog.Title className="sr-only">Welcome to Firstly</Dialog.Title>
              <p id="onboarding-body" className="flex items-center gap-2 text-muted">
                <Loader2 aria-hidden className="size-5 animate-spin" />
                Preparing your onboarding experience
              </p>
            </div>
          ) : (
            <>
              <div className="flex items-center justify-between">
                <p className="text-sm font-medium text-muted">Step {step + 1} of 3</p>
                <button
                  type="button"
                  onClick={finish}
                  className="rounded-lg px-2 py-1 text-sm font-medium text-muted underline-offset-4 hover:text-ink hover:underline"
                >
                  Skip onboarding
                </button>
              </div>
              <img
                src={IMAGES[step]}
                alt=""
                width={320}
                height={200}
                className="mt-3 aspect-[8/5] w-full rounded-2xl object-cover"
              />
              <Dialog.Title className="mt-4 text-2xl font-semibold tracking-tight">
                {["Set Your Main Goal", "Add Your Tasks", "Smart Priority Scoring"][step]}
              </Dialog.Title>
              <div id="onboarding-body" className="mt-2 text-ink-soft">
                {step === 0 && (
                  <>
                    <p>
                      Start with the one outcome that matters most right now. Firstly ranks
                      everything else by how much it moves this goal forward.
                    </p>
                    <p className="mt-3 rounded-2xl border border-line bg-raised px-4 py-3 font-medium text-ink">
                      <span className="block text-xs font-semibold tracking-wider text-gold uppercase">
                        Main goal
                      </span>
                      Run a half marathon in April
                    </p>
                  </>
                )}
                {step === 1 && (
                  <>
                    <p>
                      Write down whatever is on your mind with the + button. No sorting needed: that
                      is Firstly’s job.
                    </p>
                    <ul className="mt-3 space-y-2">
                      {["Book a physio check for my knee", "Buy new running shoes"].map((t) => (
                        <li
                          key={t}
                          className="rounded-2xl border border-line bg-raised px-4 py-3 font-medium text-ink"
                        >
                          {t}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                {step === 2 && (
                  <>
                    <p>
                      The AI scores each thought against your goal: a lower score comes first, so
                      what helps most leads and what works against your goal sinks to the bottom.
                    </p>
                    <ol className="mt-3 space-y-2">
                      {RANKED.map((r, i) => (
                        <li
                          key={r.text}
                          className={cn(
                            "flex items-center gap-3 rounded-2xl border border-line bg-raised px-3 py-2.5",
                            `tier-${labelTierForScore(r.score)}`,
                          )}
                        >
                          <span className="w-4 text-sm font-semibold text-muted tabular-nums">
                            {i + 1}
                          </span>
                          <span aria-hidden className="size-2.5 shrink-0 rounded-full tier-bar" />
                          <span className="min-w-0 flex-1 text-sm font-medium text-ink">
                            {r.text}
                          </span>
                          <span className="text-right text-xs text-muted">
                            <span className="block font-semibold text-ink tabular-nums">
                              {r.score}
                            </span>
                            <span className="rounded-full px-1.5 py-0.5 font-semibold tier-chip">
                              {tierLabel(labelTierForScore(r.score))}
                            </span>
                          </span>
                        </li>
                      ))}
                    </ol>
                  </>
                )}
              </div>
              <div className="mt-5 flex items-center gap-3">
                <div className="flex flex-1 gap-1.5" aria-hidden>
                  {[0, 1, 2].map((i) => (
                    <span
                      key={i}
                      className={cn(
                        "h-1.5 rounded-full transition-all",
                        i === step ? "w-6 bg-accent" : "w-1.5 bg-line",
                      )}
                    />
                  ))}
                </div>
                {step > 0 && (
                  <button
                    type="button"
                    onClick={() => setStep((s) => s - 1)}
                    className="inline-flex h-11 items-center gap-1.5 rounded-xl border border-line px-4 font-medium text-ink-soft hover:text-ink"
                  >
                    <ArrowLeft aria-hidden className="size-4" /> Back
                  </button>
                )}
                <Button
                  onClick={() => (last ? finish() : setStep((s) => s + 1))}
                  className="gap-1.5 px-5 font-medium"
                >
                  {last ? "Get started" : "Next"}
                  {!last && <ArrowRight aria-hidden className="size-4" />}
                </Button>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
