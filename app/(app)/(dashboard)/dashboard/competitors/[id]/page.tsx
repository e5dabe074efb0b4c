import type { Metadata } from "next";
import { CompetitorDetail } from "@/components/competitors/competitor-detail";

export const metadata: Metadata = { title: "Competitor" };

export default async function CompetitorDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CompetitorDetail id={id} />;
}
