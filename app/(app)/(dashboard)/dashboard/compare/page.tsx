import type { Metadata } from "next";
import { CompareView } from "@/components/compare/compare-view";

export const metadata: Metadata = { title: "Compare" };

/** /dashboard/compare — the comparison matrix: our product and every competitor side by side. */
export default function ComparePage() {
  return <CompareView />;
}
