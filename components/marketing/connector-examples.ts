/** The example conversations of the landing page's desktop-assistant section, one per tab. */
export const CONNECTOR_EXAMPLES = [
  {
    id: "pricing",
    label: "Pricing moves",
    prompt: "Did any competitor change pricing this week?",
    answer: [
      "Northwind CRM raised Team from $49 to $59 per seat on Tuesday (high importance).",
      "Globex Cloud now anchors with a $299 'Scale' plan, which makes Pro look cheap. Classic decoy.",
      "Nobody else touched their pricing pages.",
    ],
  },
  {
    id: "features",
    label: "Feature launches",
    prompt: "What did Initech Pay ship since last month?",
    answer: [
      "An AI reconciliation assistant, currently labelled beta on the features page.",
      "SSO moved from Enterprise down to Business, probably aimed at your mid-market deals.",
      "Three new integration pages: NetSuite, Xero and QuickBooks.",
    ],
  },
  {
    id: "briefing",
    label: "Weekly briefing",
    prompt: "Brief me before my 9am strategy meeting.",
    answer: [
      "4 high-importance changes across 6 competitors; 2 of them are pricing.",
      "Prediction: Umbrella HR looks likely to launch a free tier soon (hiring + new comparison pages).",
      "Talking point: you are the only vendor in the set with no per-seat pricing.",
    ],
  },
] as const;

export type ConnectorExample = (typeof CONNECTOR_EXAMPLES)[number];
