import Link from "next/link";
import { DATA_RETENTION_AFTER_CANCEL_DAYS, PLANS, SUPPORT_EMAIL, TRIAL_DAYS, formatPlanPrice } from "@/lib/billing/plans";

/** 1 to 3: the agreement, who may use the Service and what it is. */
export function TermsAgreementSections() {
  return (
    <>
      <section>
        <h2>1. Agreement</h2>
        <p>
          These terms govern your use of Rivalscope (the &quot;Service&quot;). By creating an account or using the
          Service you agree to them. If you use the Service on behalf of a company, you confirm that you may bind
          that company to these terms.
        </p>
      </section>
      <section>
        <h2>2. Eligibility</h2>
        <p>You must be at least 18 years old to use the Service.</p>
      </section>
      <section>
        <h2>3. The Service</h2>
        <p>
          Rivalscope monitors publicly available web pages of the sites you add, detects and scores changes, and
          provides AI-assisted analysis. Analyses and predictions are estimates, not facts, and are provided to
          inform your own judgement.
        </p>
      </section>
    </>
  );
}

/** 4 to 6: the free trial, subscriptions and renewal, cancellation. */
export function TermsBillingSections() {
  const pro = PLANS.pro;
  return (
    <>
      <section>
        <h2>4. Free trial</h2>
        <p>
          New accounts receive a {TRIAL_DAYS}-day free trial of the {pro.name} plan. No payment card is required to
          start the trial. If you do not subscribe by the end of the trial, your account continues on the{" "}
          {PLANS.free.name} plan and its limits apply.
        </p>
      </section>
      <section>
        <h2>5. Subscriptions, billing and renewal</h2>
        <ul>
          <li>
            The {pro.name} plan costs {formatPlanPrice(pro)} per {pro.period}, plus any applicable taxes.
            Enterprise pricing is agreed in writing.
          </li>
          <li>Subscriptions are billed monthly in advance.</li>
          <li>All fees are non-refundable, including for partial months and unused features.</li>
          <li>Subscriptions renew automatically each month until cancelled.</li>
          <li>We will tell you in advance of any price change, which applies from your next billing period.</li>
        </ul>
      </section>
      <section>
        <h2>6. Cancellation</h2>
        <p>
          You may cancel at any time from the billing page. Cancellation takes effect at the end of the current
          billing period; you keep access to paid features until then, and you are not charged again. Your data is
          retained for up to {DATA_RETENTION_AFTER_CANCEL_DAYS} days after cancellation, as described in our{" "}
          <Link href="/privacy">Privacy Policy</Link>.
        </p>
      </section>
    </>
  );
}

/** 7 to 9: acceptable use, ownership, disclaimers and liability. */
export function TermsUseSections() {
  return (
    <>
      <section>
        <h2>7. Acceptable use</h2>
        <ul>
          <li>Monitor only information that is publicly available.</li>
          <li>Do not use the Service to circumvent logins, paywalls, rate limits or other access controls.</li>
          <li>Do not use the Service to harass, defame or infringe the rights of others.</li>
          <li>Keep your password and API keys secret; you are responsible for activity under your account.</li>
        </ul>
      </section>
      <section>
        <h2>8. Your content and our rights</h2>
        <p>
          You own the data you add to the Service. You grant us the rights needed to operate the Service for you.
          We own the Service itself, including its software and analysis models.
        </p>
      </section>
      <section>
        <h2>9. Disclaimers and liability</h2>
        <p>
          The Service is provided &quot;as is&quot;. Websites change and can block monitoring, so we cannot
          guarantee that every change is detected. To the extent permitted by law, our total liability is limited to
          the fees you paid in the three months before the claim.
        </p>
      </section>
    </>
  );
}

/** 10 and 11: changes to the terms and the contact address. */
export function TermsClosingSections() {
  return (
    <>
      <section>
        <h2>10. Changes to these terms</h2>
        <p>
          We may update these terms. If a change is material we will notify you by email or in the product before
          it takes effect. Continuing to use the Service after that means you accept the updated terms.
        </p>
      </section>
      <section>
        <h2>11. Contact</h2>
        <p>
          Questions about these terms: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </section>
    </>
  );
}
