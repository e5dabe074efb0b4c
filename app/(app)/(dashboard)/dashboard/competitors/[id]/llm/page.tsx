import type { Metadata } from "next";
import { LlmView } from "@/components/competitors/llm-view";

export const metadata: Metadata = { title: "LLM View" };

export default async function CompetitorLlmPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <LlmView id={id} />;
}
