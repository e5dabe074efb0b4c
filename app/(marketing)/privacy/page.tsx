import type { Metadata } from "next";
import { connection } from "next/server";
import { LegalPage } from "@/components/marketing/legal-page";
import { PrivacyDataSections, PrivacyKeepingSections, PrivacyRightsSections, PrivacyUseSections } from "@/components/marketing/privacy-sections";

export const metadata: Metadata = { title: "Privacy Policy" };

export default async function PrivacyPage() {
  await connection(); // 'Last updated' is the date of the request.
  return (
    <LegalPage title="Privacy Policy" lastUpdated={new Date()}>
      <PrivacyDataSections />
      <PrivacyUseSections />
      <PrivacyKeepingSections />
      <PrivacyRightsSections />
    </LegalPage>
  );
}
