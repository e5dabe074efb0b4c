import type { Metadata } from "next";
import { BattlecardView } from "@/components/battlecard/battlecard-view";

export const metadata: Metadata = { title: "Battlecard" };

export default async function CompetitorBattlecardPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <BattlecardView id={id} />;
}
