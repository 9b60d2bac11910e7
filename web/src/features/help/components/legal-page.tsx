import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { ScreenHeader } from "../../../components/screen-header";
import { paths } from "../../../lib/paths";
import { useHealth } from "../../../lib/queries/session";

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** docs/behaviour/onboarding-and-help.md#help: /privacy and /terms; going back returns to help. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  const navigate = useNavigate();
  return (
    <div className="min-h-dvh bg-canvas">
      <ScreenHeader onBack={() => void navigate(paths.help)} backLabel="Back to help">
        <span className="text-sm font-medium text-muted">Help</span>
      </ScreenHeader>
      <main className="mx-auto max-w-2xl px-5 pt-6 pb-[calc(3rem+env(safe-area-inset-bottom))]">
        <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
        <p className="mt-1 text-sm text-muted">Last updated {updated}</p>
        <div className="mt-5 text-[0.975rem] leading-relaxed text-ink-soft">{intro}</div>
        {sections.map((s) => (
          <section key={s.heading} className="mt-7">
            <h2 className="text-lg font-semibold text-ink">{s.heading}</h2>
            <div className="mt-2 space-y-3 text-[0.975rem] leading-relaxed text-ink-soft [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5">
              {s.body}
            </div>
          </section>
        ))}
      </main>
    </div>
  );
}

/** The support address from the server (SUPPORT_EMAIL), as a link. */
export function SupportLink() {
  const email = useHealth().data?.supportEmail;
  if (!email) return <>the support address in Help</>;
  return (
    <a href={`mailto:${email}`} className="font-medium text-accent underline underline-offset-4">
      {email}
    </a>
  );
}
