import type { Metadata } from "next";
import Link from "next/link";
import { ContentPage } from "@/components/marketing/content-page";
import { DATA_RETENTION_AFTER_CANCEL_DAYS, SUPPORT_EMAIL } from "@/lib/billing/plans";

export const metadata: Metadata = { title: "Security" };

export default function SecurityPage() {
  return (
    <ContentPage title="Security" lead="How Rivalscope protects your account and the data you keep with us.">
      <section>
        <h2>Your account</h2>
        <ul>
          <li>Passwords are stored only as argon2id hashes, never in readable form, and common or breached passwords are refused at signup.</li>
          <li>Repeated failed sign-ins are slowed down and then blocked for a while, per account and per network address.</li>
          <li>Browser sessions use HttpOnly, SameSite cookies that scripts cannot read; changes made with them must come from our own pages.</li>
          <li>Access tokens expire after 12 hours and refresh tokens after 30 days; signing out revokes them.</li>
          <li>API keys are shown once at creation and stored only as hashes; delete a key in Settings and it stops working at once.</li>
        </ul>
      </section>
      <section>
        <h2>Your data</h2>
        <ul>
          <li>Every competitor, change, snapshot and analysis belongs to one account; each request is checked against its owner.</li>
          <li>All traffic is encrypted with TLS, and browsers are told to use HTTPS only.</li>
          <li>Card details are handled by our payment processor and never reach our servers.</li>
          <li>
            Deleting a competitor deletes its snapshots, changes, cached pages and screenshots. After you cancel, data is
            kept for at most {DATA_RETENTION_AFTER_CANCEL_DAYS} days (see the <Link href="/privacy">Privacy Policy</Link>).
          </li>
        </ul>
      </section>
      <section>
        <h2>How we scan</h2>
        <ul>
          <li>We fetch only public pages, identify ourselves, and respect each site&apos;s robots.txt.</li>
          <li>The scanner refuses private and internal network addresses, so a tracked URL cannot be used to reach systems behind a firewall.</li>
          <li>Pages are rendered in an isolated headless browser with limits on size, redirects and time.</li>
        </ul>
      </section>
      <section>
        <h2>Reporting a vulnerability</h2>
        <p>
          Found a security issue? Please write to <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent("Security report")}`}>{SUPPORT_EMAIL}</a>{" "}
          with the steps to reproduce it. We answer within two business days and credit reporters who wish it.
        </p>
      </section>
    </ContentPage>
  );
}
