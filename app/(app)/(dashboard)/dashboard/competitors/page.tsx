import type { Metadata } from "next";
import { Suspense } from "react";
import { CompetitorsView } from "@/components/competitors/competitors-view";
import { LoadingCompetitors } from "@/components/competitors/competitors-states";

export const metadata: Metadata = { title: "Competitors" };

export default function CompetitorsPage() {
  return (
    <Suspense fallback={<LoadingCompetitors />}>
      <CompetitorsView />
    </Suspense>
  );
}
