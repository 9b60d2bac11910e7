import { LegalPage, SupportLink } from "./legal-page";

/** /terms: the terms for using Firstly on this server. */
export function TermsScreen() {
  return (
    <LegalPage
      title="Terms of Use"
      updated="25 November 2026"
      intro={
        <p>
          These terms apply when you use Firstly on this server. By using it you agree to them. They
          are written to be read: if anything is unclear, ask us.
        </p>
      }
      sections={[
        {
          heading: "Your content is yours",
          body: (
            <p>
              What you write in Firstly belongs to you. The server stores and processes it only to
              run the app for you: to keep your list, score it against your goals, search it and
              show it back to you. See the Privacy Policy for the details.
            </p>
          ),
        },
        {
          heading: "Your account",
          body: (
            <ul>
              <li>
                Keep your password to yourself; you are responsible for what your account does.
              </li>
              <li>One person per account. Guests can try Firstly with up to 5 items.</li>
              <li>Tell us at once if you think someone else has used your account.</li>
            </ul>
          ),
        },
        {
          heading: "Fair use and limits",
          body: (
            <ul>
              <li>
                A free account can add 25 items a month; thoughts, goals and some actions (such as
                searching or uncompleting) count. A Pro plan removes the limit where this server
                offers it.
              </li>
              <li>
                Do not use Firstly to store content that is illegal, to attack the service, to probe
                other people’s data, or to send automated traffic that degrades it for others. Rate
                limits apply.
              </li>
            </ul>
          ),
        },
        {
          heading: "AI scores are suggestions",
          body: (
            <p>
              Priorities, scores, search results and help suggestions come from an AI engine. They
              are meant to help you decide, not to decide for you; they can be wrong. Use your own
              judgement, especially for anything about health, money or safety.
            </p>
          ),
        },
        {
          heading: "Availability",
          body: (
            <p>
              We aim to keep Firstly available and your data safe, with autosave and crash-safe
              storage, but we cannot promise it will always be available or error-free. Export your
              notes regularly if they matter to you.
            </p>
          ),
        },
        {
          heading: "Ending",
          body: (
            <p>
              You can stop using Firstly at any time and ask us to delete your account. We may
              suspend an account that breaks these terms, and will tell you why where we can.
            </p>
          ),
        },
        {
          heading: "Liability",
          body: (
            <p>
              To the extent the law allows, Firstly is provided as is, and the operator of this
              server is not liable for indirect losses, such as a missed deadline, arising from its
              use. Nothing in these terms limits rights you have by law.
            </p>
          ),
        },
        {
          heading: "Changes and contact",
          body: (
            <p>
              If these terms change, the date above changes and important changes are shown in the
              app. Questions: <SupportLink />.
            </p>
          ),
        },
      ]}
    />
  );
}
