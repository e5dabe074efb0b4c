import { DATA_RETENTION_AFTER_CANCEL_DAYS, SUPPORT_EMAIL } from "@/lib/billing/plans";

/** 1 to 3: who we are, what we collect and what we monitor. */
export function PrivacyDataSections() {
  return (
    <>
      <section>
        <h2>1. Who we are</h2>
        <p>
          Rivalscope provides competitor monitoring and intelligence. This policy explains what personal data we
          process when you use Rivalscope, why, and the choices you have.
        </p>
      </section>
      <section>
        <h2>2. What we collect</h2>
        <ul>
          <li>Account data: your name, work email, company (optional) and a hash of your password.</li>
          <li>Workspace data: the competitors you add, their public pages we capture, and your feedback on changes.</li>
          <li>Billing data: your plan and subscription status. Card details are handled by our payment processor and never reach our servers.</li>
          <li>Usage data: basic logs (such as IP address and request times) kept to secure and operate the service.</li>
        </ul>
      </section>
      <section>
        <h2>3. What we monitor</h2>
        <p>
          We only visit publicly available pages of the websites you add. We do not log in to, or bypass access
          controls of, any site, and we do not collect personal data about your competitors&apos; visitors.
        </p>
      </section>
    </>
  );
}

/** 4 and 5: how we use data and the processors that help. */
export function PrivacyUseSections() {
  return (
    <>
      <section>
        <h2>4. How we use data</h2>
        <ul>
          <li>To provide the service: scans, change detection, scoring, analyses, alerts and digests.</li>
          <li>To learn your preferences: your thumbs up and down tune the importance scoring for your account only.</li>
          <li>To send the emails you choose (change alerts, weekly digest, product updates); each can be turned off in Settings.</li>
          <li>To keep the service secure, for example by limiting repeated sign-in attempts.</li>
        </ul>
        <p>We do not sell personal data, and we do not use your workspace data to train models for other customers.</p>
      </section>
      <section>
        <h2>5. Processors</h2>
        <p>
          We use a small number of processors to run the service: hosting, payment processing, email delivery and,
          when enabled, an AI model provider for analyses. They process data only on our instructions.
        </p>
      </section>
    </>
  );
}

/** 6 to 8: retention, security, cookies and local storage. */
export function PrivacyKeepingSections() {
  return (
    <>
      <section>
        <h2>6. Retention</h2>
        <p>
          We keep your data while your account is active. After you cancel, your competitor data is retained for up
          to {DATA_RETENTION_AFTER_CANCEL_DAYS} days, so you can come back without losing your history, and is then
          deleted. You can ask us to delete it sooner.
        </p>
      </section>
      <section>
        <h2>7. Security</h2>
        <p>
          Passwords are stored as salted hashes and checked against known data breaches at signup. Traffic is
          encrypted in transit with SSL/TLS, sessions use HttpOnly cookies, and API keys are stored hashed.
        </p>
      </section>
      <section>
        <h2>8. Cookies and local storage</h2>
        <p>
          We use a session cookie to keep you signed in. Your browser&apos;s local storage holds your sign-in token
          and small preferences, such as whether you dismissed the beta notice. We use no advertising cookies.
        </p>
      </section>
    </>
  );
}

/** 9 and 10: your rights and the contact address. */
export function PrivacyRightsSections() {
  return (
    <>
      <section>
        <h2>9. Your rights</h2>
        <p>
          Under the GDPR and similar laws you may access, correct, export or delete your personal data, and object
          to or restrict its processing. Email us and we will respond within 30 days.
        </p>
      </section>
      <section>
        <h2>10. Contact</h2>
        <p>
          Privacy questions or requests: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </section>
    </>
  );
}
