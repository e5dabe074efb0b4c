/**
 * Keyword lexicons for reading positioning and target segments from page text (English, with the
 * common French and German words of the fixture markets). Each hit keeps the sentence it came from.
 */

export interface Theme { id: string; label: string; patterns: RegExp[] }

export const POSITIONING: Theme[] = [
  { id: "simplicity", label: "Simplicity and ease of use", patterns: [/\bsimple\b/i, /\beasy\b/i, /\beffortless/i, /\bin minutes\b/i, /\bno[- ]code\b/i, /\bintuitive/i, /\bclair\b/i, /\beinfach/i, /\bsans effort/i] },
  { id: "speed", label: "Speed and productivity", patterns: [/\bfast(er)?\b/i, /\bquick(ly)?\b/i, /\bship\b/i, /\bsave time\b/i, /\bproductiv/i, /\brapide/i, /\bschnell/i, /\bgagnez du temps/i, /\bin real time\b/i, /\btemps réel/i, /\becht ?zeit/i] },
  { id: "allinone", label: "All-in-one platform", patterns: [/\ball[- ]in[- ]one\b/i, /\bone (place|platform|tool)\b/i, /\btogether\b/i, /\bcomplete\b/i, /\beverything (you|your)/i, /\bcentrali[sz]/i, /\bune seule\b/i, /\balles in einem/i, /\bplatform\b/i] },
  { id: "ai", label: "AI and automation", patterns: [/\bAI\b/, /\bartificial intelligence/i, /\bautomat/i, /\bpredictive/i, /\bsmart\b/i, /\bKI\b/, /\bIA\b/, /\bintelligen/i] },
  { id: "scale", label: "Scale and growth", patterns: [/\bscal(e|es|able|ing)\b/i, /\bgrow(s|th|ing)?\b/i, /\bmillion/i, /\bbillion/i, /\bwachs/i, /\bcroissance/i] },
  { id: "trust", label: "Security, compliance and reliability", patterns: [/\bsecur/i, /\bcomplian/i, /\bGDPR\b/i, /\bDSGVO\b/i, /\bRGPD\b/i, /\bSOC ?2\b/i, /\bISO ?27001\b/i, /\bSSO\b/, /\bSAML\b/, /\buptime\b/i, /\bSLA\b/, /\bSicherheit/i, /\bsécurité/i, /\bhosted in (the )?(EU|Germany|UK)/i, /\bin Deutschland gehostet/i] },
  { id: "price", label: "Price and value", patterns: [/\bfree\b/i, /\baffordable/i, /\bcheap/i, /\bno credit card\b/i, /\btransparent pric/i, /\bsave\b/i, /\bgratuit/i, /\bkostenlos/i, /\bsans engagement/i, /\bvalue\b/i] },
  { id: "ecosystem", label: "Integrations and ecosystem", patterns: [/\bintegrat/i, /\bconnect(s|ed)? (with|to)\b/i, /\bworks with\b/i, /\byour stack\b/i, /\bAPI\b/, /\bintégr/i, /\bschnittstelle/i] },
  { id: "human", label: "Human, customer-centred service", patterns: [/\bhuman\b/i, /\bhumain/i, /\bpersonal\b/i, /\bsupport\b/i, /\bcustomer success\b/i, /\bpersönlich/i] },
  { id: "local", label: "Local market fit", patterns: [/\bHMRC\b/, /\bMaking Tax Digital\b/i, /\bmade in (germany|france)\b/i, /\bfrançais/i, /\bdeutsch/i, /\bUK\b/, /\bEU\b/, /\bHT\b/, /\bPME\b/, /\bKMU\b/, /\bMittelstand/i] },
];

export const SEGMENTS: Theme[] = [
  { id: "individuals", label: "Individuals and freelancers", patterns: [/\bfreelanc/i, /\bsolo\b/i, /\bindividual/i, /\bpersonal\b/i, /\bcreators?\b/i, /\bwriters?\b/i, /\bsole trader/i, /\bself[- ]employed/i, /\bindépendant/i, /\bselbstständig/i] },
  { id: "smb", label: "Small businesses and startups", patterns: [/\bsmall business/i, /\bSMBs?\b/, /\bSMEs?\b/, /\bstartups?\b/i, /\bsmall teams?\b/i, /\bPME\b/, /\bTPE\b/, /\bKMU\b/, /\bpetit/i, /\bkleine/i] },
  { id: "teams", label: "Growing teams and mid-market", patterns: [/\bgrowing teams?\b/i, /\bteams?\b/i, /\bdepartments?\b/i, /\bmid[- ]?(size|market)/i, /\béquipes?\b/i, /\bwachsende/i] },
  { id: "enterprise", label: "Enterprise", patterns: [/\benterprise/i, /\bSSO\b/, /\bSAML\b/, /\bSLA\b/, /\baudit log/i, /\bdedicated (success|account|IP)/i, /\bdata residency/i, /\bgrands comptes/i, /\bsur devis\b/i, /\bUnternehmen\b/, /\bcustom contract/i] },
  { id: "developers", label: "Developers and technical teams", patterns: [/\bdevelopers?\b/i, /\bengineer/i, /\bSDK\b/, /\bAPI\b/, /\bwebhooks?\b/i, /\bGitHub\b/, /\bdata teams?\b/i, /\bSQL\b/, /\bETL\b/i, /\bEntwickler/i] },
  { id: "marketing", label: "Marketers", patterns: [/\bmarketers?\b/i, /\bmarketing\b/i, /\bcampaigns?\b/i, /\bnewsletters?\b/i, /\baudience/i, /\bA\/B test/i] },
  { id: "ecommerce", label: "E-commerce merchants", patterns: [/\be-?commerce\b/i, /\bShopify\b/, /\bWooCommerce\b/, /\bPrestaShop\b/, /\bBigCommerce\b/, /\bonline (store|shop)/i, /\babandoned carts?\b/i, /\bboutique/i] },
  { id: "finance", label: "Accountants and finance teams", patterns: [/\baccountants?\b/i, /\bbookkeep/i, /\binvoic/i, /\bVAT\b/, /\bpayroll\b/i, /\btax\b/i, /\bSelf Assessment\b/i, /\bpractice\b/i, /\bfirms?\b/i] },
  { id: "support", label: "Customer support teams", patterns: [/\bcustomer support\b/i, /\bhelp ?desk/i, /\bsupport client/i, /\btickets?\b/i, /\bagents?\b/i, /\bshared inbox/i, /\bboîte de réception/i] },
  { id: "product", label: "Product and analytics teams", patterns: [/\bproduct teams?\b/i, /\bproduct managers?\b/i, /\banalytics\b/i, /\bfunnels?\b/i, /\bretention\b/i, /\bdashboards?\b/i, /\bBI\b/, /\bAnalyse/i] },
];

export interface ThemeHit { theme: Theme; count: number; evidence: string }

/** Sentences of a text (markdown stripped to plain lines). */
function sentences(text: string): string[] {
  return text
    .replace(/[#*_>`|]/g, " ")
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, "").replace(/\s+/g, " ").trim())
    .filter((s) => s.length > 3);
}

/** Themes found in the text, strongest first, each with its first supporting sentence. */
export function scoreThemes(text: string, themes: Theme[]): ThemeHit[] {
  const lines = sentences(text);
  const hits: ThemeHit[] = [];
  for (const theme of themes) {
    let count = 0;
    let evidence = "";
    for (const line of lines) {
      const n = theme.patterns.filter((p) => p.test(line)).length;
      if (n && !evidence) evidence = line;
      count += n;
    }
    if (count) hits.push({ theme, count, evidence });
  }
  return hits.sort((a, b) => b.count - a.count);
}

/** The first "# heading" and the first paragraph after it. */
export function headlineOf(markdown: string): { headline: string | null; tagline: string | null } {
  const lines = markdown.split("\n").map((l) => l.trim());
  const h = lines.findIndex((l) => /^#{1,2}\s+\S/.test(l));
  const headline = h >= 0 ? lines[h].replace(/^#+\s*/, "") : null;
  const after = lines.slice(h + 1).find((l) => l.length > 25 && !/^[#\-*|>]/.test(l));
  return { headline, tagline: after ?? null };
}
