import { LegalPage, SupportLink } from "./legal-page";

/** /privacy: what Firstly stores, where, what reaches an AI provider, and how to get it back. */
export function PrivacyScreen() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="25 November 2026"
      intro={
        <p>
          Firstly helps you decide what to do first. To do that it keeps what you write and scores
          it against your goals. This page says exactly what is kept, where, who can see it, and how
          to take it out or have it removed.
        </p>
      }
      sections={[
        {
          heading: "Who looks after your data",
          body: (
            <p>
              Firstly runs on the server you are using right now. Whoever operates that server (you,
              if you installed Firstly yourself) stores your data and is responsible for it. Nothing
              is sent to the makers of Firstly.
            </p>
          ),
        },
        {
          heading: "What is stored",
          body: (
            <ul>
              <li>
                <strong>Your account:</strong> your email address and name, and your password only
                as a salted hash (never the password itself). If you sign in with Google: your
                Google account id and email address.
              </li>
              <li>
                <strong>Your thoughts and goals:</strong> titles, text, status (open, delayed,
                scheduled, completed, archived), dates, the scores and short reasons the AI engine
                gave them, and your main goal and subtasks.
              </li>
              <li>
                <strong>Pictures and voice recordings</strong>, where this server supports adding
                them: pictures are stored as files with your thoughts; a recording is turned into
                text and the text is kept with your thought.
              </li>
              <li>
                <strong>Your settings</strong>, such as display mode and delay duration.
              </li>
              <li>
                <strong>Usage:</strong> how many items you created this month and, for signed-in
                people only, a record of actions that count toward the monthly limit (for example “a
                search was made”, “a thought was uncompleted”) with ids and counts, never the text
                you wrote. Guests are never recorded this way.
              </li>
              <li>
                <strong>Security records:</strong> your sessions (when and from which browser you
                signed in) and rate-limit counters that protect sign-in.
              </li>
            </ul>
          ),
        },
        {
          heading: "Where it is stored",
          body: (
            <p>
              In this server’s database: by default an embedded database in the server’s data
              folder, or a PostgreSQL database the operator configured. Server logs record requests
              (time, path, status, an anonymous request id and your user id) but never what you
              wrote.
            </p>
          ),
        },
        {
          heading: "What goes to an AI provider",
          body: (
            <>
              <p>
                With the <strong>built-in engine</strong>, scoring, search and help run on this
                server and nothing you write leaves it.
              </p>
              <p>
                If the operator connected a <strong>language model provider</strong>, the text of
                your thoughts and goals is sent to that provider to score them, and your search
                queries and help questions to answer them. That provider’s own privacy terms apply.
                Settings → AI engine shows which one this server uses.
              </p>
            </>
          ),
        },
        {
          heading: "Guests",
          body: (
            <p>
              Without an account, your thoughts are kept on this server under a guest session tied
              to this browser (up to 5 items). If you create an account, they move into it. If you
              clear this browser’s cookies, a guest session cannot be recovered.
            </p>
          ),
        },
        {
          heading: "Cookies and storage on your device",
          body: (
            <p>
              One session cookie keeps you signed in. Your browser’s local storage keeps small
              preferences (search filters, the number of columns, whether you have seen the
              onboarding) and a draft of a thought you have not saved yet. There is no advertising
              and no third-party tracking.
            </p>
          ),
        },
        {
          heading: "Taking your data out, and deleting it",
          body: (
            <ul>
              <li>Delete any thought from its view; it is removed from your list at once.</li>
              <li>
                When you are signed in, Settings → Export all thoughts downloads every thought as
                JSON, CSV or text, where this server offers it.
              </li>
              <li>
                To delete your whole account and everything in it, use Settings → Delete account
                (signed in); <SupportLink /> helps if you cannot sign in.
              </li>
            </ul>
          ),
        },
        {
          heading: "Security",
          body: (
            <p>
              Passwords are hashed, sign-in attempts are rate limited, every request checks that the
              data belongs to you, and you can sign out at any time from Settings. The operator is
              responsible for serving Firstly over HTTPS.
            </p>
          ),
        },
        {
          heading: "Contact",
          body: (
            <p>
              Questions about your data: <SupportLink />. We reply within 1–3 business days.
            </p>
          ),
        },
      ]}
    />
  );
}
