/**
 * A page as a person reads it: each link, button, label, badge, timer, price and block of text is its
 * own passage, with the role it plays on the page. The persuasion analyser judges passages, not the
 * page's merged text, so a decline link is read on its own and next to the call to action it declines.
 */

/** The scanned page a passage is on (lib/scan/types PageKind; spelled out here so the scan's types can hold passages). */
export type PassagePage = "home" | "pricing" | "features" | "integrations";

export type PassageRole =
  /** A sentence or block of copy. */
  | "text"
  | "heading"
  /** A button or button-like link that moves the visitor on (sign up, buy, start a trial). */
  | "cta"
  /** The option that refuses an offer ("No thanks", "Maybe later", "Continue without"). */
  | "decline"
  /** A plain link inside the content. */
  | "link"
  /** A short text that is mostly a price ("€29 per month per seat"). */
  | "price"
  /** A running clock or countdown. */
  | "timer"
  /** How many are left, or how fast they go. */
  | "stock"
  /** A short label on a card or product ("Most popular", "Only today"). */
  | "badge"
  /** A checkbox, radio button or select, with its label and state. */
  | "option"
  /** A form, named by what it is for; `form` says what it asks. */
  | "form"
  /** Small print: footnotes, <small>, text starting with an asterisk. */
  | "fine print"
  /** An image's alternative text (customer logos). */
  | "image";

export interface ControlState {
  kind: "checkbox" | "radio" | "select";
  /** Ticked (checkbox, radio) or, for a select, the option shown is not its first, free or empty one. */
  checked: boolean;
  /** The form cannot be sent without it. */
  required: boolean;
  /** The label (or the chosen option) carries a price. */
  priced: boolean;
}

export interface FormFacts {
  /** The form asks for a new password: it creates an account. */
  password: boolean;
  /** Somewhere on the page the visitor can go on without an account (guest checkout, skip). */
  guestPath: boolean;
}

export interface Passage {
  role: PassageRole;
  /** Plain text as shown (no markup), whitespace collapsed. */
  text: string;
  /** What the passage answers: the call to action a decline sits beside, the heading of a form or option. */
  near?: string;
  /** Struck-through spans inside the passage (reference prices). */
  struck?: string[];
  control?: ControlState;
  form?: FormFacts;
  /** Inside site navigation, a footer, or a cookie / consent banner: not copy of the offer. */
  chrome?: "navigation" | "consent";
}

export interface PagePassages {
  kind: PassagePage;
  url: string;
  passages: Passage[];
}

/** A timer read on two fetches of the same page (lib/monitor/timer-check.ts). */
export interface TimerCheck {
  kind: PassagePage;
  url: string;
  /** The timer as the scan read it, and as the second fetch read it. */
  first: string;
  second: string;
  /** Seconds between the two reads (bounds: the reads' own durations). */
  elapsedMin: number;
  elapsedMax: number;
  /** The two readings are not one clock running down: it restarts (or jumps) on every load. */
  fake: boolean;
}

/** What the scan keeps for the persuasion analyser (SnapshotMetadata.persuasion). */
export interface PersuasionRead {
  pages: PagePassages[];
  timers: TimerCheck[];
}
