import type { Metadata } from "next";
import { connection } from "next/server";
import { LegalPage } from "@/components/marketing/legal-page";
import { TermsAgreementSections, TermsBillingSections, TermsClosingSections, TermsUseSections } from "@/components/marketing/terms-sections";

export const metadata: Metadata = { title: "Terms of Service" };

export default async function TermsPage() {
  await connection(); // 'Last updated' is the date of the request.
  return (
    <LegalPage title="Terms of Service" lastUpdated={new Date()}>
      <TermsAgreementSections />
      <TermsBillingSections />
      <TermsUseSections />
      <TermsClosingSections />
    </LegalPage>
  );
}
