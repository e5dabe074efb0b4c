"use client";

import { useState } from "react";
import { MAX_TEAM_SEATS } from "@/lib/compare/schemas";

const valid = (text: string) => /^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= MAX_TEAM_SEATS;

/** The Team size field: its text, the last valid seat count (kept while the text is invalid) and the error. */
export function useTeamSize(initial: number) {
  const [seatsText, setSeatsText] = useState(String(initial));
  const [seats, setSeats] = useState(initial);
  const seatsError = valid(seatsText) ? null : `Enter a team size from 1 to ${MAX_TEAM_SEATS.toLocaleString()}.`;
  const onSeats = (v: string) => {
    setSeatsText(v);
    if (valid(v)) setSeats(Number(v));
  };
  return { seatsText, seats, seatsError, onSeats };
}
