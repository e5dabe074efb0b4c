import type { Metadata } from "next";
import Link from "next/link";
import { ContentPage } from "@/components/marketing/content-page";
import { SUPPORT_EMAIL } from "@/lib/billing/plans";

export const metadata: Metadata = { title: "About" };

export default function AboutPage() {
  return (
    <ContentPage title="About Rivalscope" lead="We watch your competitors' public websites so your team hears about a price change before your customers do.">
      <section>
        <h2>What we do</h2>
        <p>
          Rivalscope scans the sites you choose for pricing plans, features, integrations and positioning, compares every
          scan with the last one, and tells you what changed and why it matters. Changes are scored by importance, and the
          scoring learns from your own thumbs up and down.
        </p>
      </section>
      <section>
        <h2>Who it is for</h2>
        <p>
          Sales, product and strategy teams who need to know when a competitor moves: a new plan, a price rise, a launch, a
          rewritten headline. Instead of checking a dozen tabs every week, you get an alert and a short explanation.
        </p>
      </section>
      <section>
        <h2>How we work</h2>
        <ul>
          <li>We only read what competitors publish: public pages, fetched politely and within their robots.txt rules.</li>
          <li>Your data is yours: nothing you track is shared with other customers or used to train models.</li>
          <li>
            We are in private beta and build in the open with our first customers. Read how we protect your data on the{" "}
            <Link href="/security">Security</Link> page.
          </li>
        </ul>
      </section>
      <section>
        <h2>Get in touch</h2>
        <p>
          Questions, ideas or a feature you miss? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>; a person
          answers.
        </p>
      </section>
    </ContentPage>
  );
}
