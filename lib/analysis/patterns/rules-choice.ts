/**
 * Cues for the choice-architecture categories: Misdirection (confirmshaming, pressured selling,
 * visual interference, trick questions), Obstruction, Sneaking and Forced Action.
 */
import { VALUE } from "./text-cues";
import { re, rule, type Rule } from "./rule";

const REFUSAL = String.raw`(?:no|nah|nope|not now|not today|maybe later|skip|i'?ll pass|pass)`;
const I = String.raw`(?:i|i'm|i'd|i'll|i've|me|my)`;
const NEG = String.raw`(?:don'?t|do not|never|won'?t|will not|can'?t|hate|despise|dislike|prefer not|rather not|refuse|am not|'m not)`;

export const MISDIRECTION_RULES: Rule[] = [
  // First person rejecting something of value: "I don't like saving money", "I hate deals"
  rule("Confirmshaming", 3, "first person rejecting a benefit",
    re(String.raw`\b${I}\b[^.!?]{0,20}?\b${NEG}\b[^.!?]{0,30}?\b${VALUE}`)),
  // "I'll pay full price", "I'd rather pay more", "I like paying full price"
  rule("Confirmshaming", 3, "first person choosing to pay more",
    re(String.raw`\b${I}\b[^.!?]{0,25}?\b(?:pay(?:ing)?|spend(?:ing)?)\s+(?:for\s+)?(?:the\s+)?(?:full|more|regular|retail|extra|higher|list|original|too much|shipping|postage|the difference)\b|\b(?:pay(?:ing)?|prefer|continue (?:at|with)|stay (?:at|with)|stick (?:to|with)|check ?out (?:at|with)|buy (?:at|for)) (?:the )?full price\b`)),
  // "Decline and lose my discount", "I'll give up my free gift"
  rule("Confirmshaming", 2, "declining framed as a loss",
    re(String.raw`(?:\b(?:decline|no|skip|refuse)\b[^.]{0,20}\b(?:lose|losing|forfeit\w*|give up|giving up|pass on)\s+(?:out on\s+)?(?:my|the|this|these|all)?|\b(?:lose|losing|forfeit\w*|give up|giving up|pass on)\s+my|\b${I}\b[^.]{0,10}\b(?:lose|forfeit|give up|pass on|skip|miss out on)\s+(?:the|this|my|these|all|a|any)?)\s*(?:[\p{L}%\d]+\s+)?${VALUE}`)),
  rule("Confirmshaming", -3, "quoted or attributed testimonial, not a decline option",
    re(String.raw`^\W*["“]|["”]\s*[-—–]\s*\p{Lu}|\s[-—–]\s*\p{Lu}[\p{L}.'-]+ \p{Lu}[\p{L}.'-]+,`)),
  rule("Confirmshaming", -1, "long passage rather than a button label", (t) => (t.length > 110 ? "long passage" : null)),
  // "I'd rather not save", "I'd rather do it the hard way", "I don't mind missing out"
  rule("Confirmshaming", 2.5, "first person preferring the worse option",
    re(String.raw`\b${I}\b[^.!?]{0,15}?\b(?:rather|prefer to|enjoy|like|love|want to|will)\b[^.!?]{0,25}?\b(?:not sav|miss(?:ing)? out|the hard way|struggl|los(?:e|ing)|fail|stay (?:behind|the same)|without (?:a |the )?(?:discount|deal|savings?|offer|bonus))`)),
  rule("Confirmshaming", 2, "refusal followed by a first-person statement",
    re(String.raw`(?:^|[/|!?.]\s*)\W*${REFUSAL}\b[\s,.!:;-]*(?:thanks?|thank you)?[\s,.!:;-]*${I}\b`)),
  rule("Confirmshaming", 1.5, "refusal paired with a benefit",
    re(String.raw`^\W*${REFUSAL}(?:\s*[,.!:;-]|\s+thanks?\b|\s+thank you\b|\s+${I}\b)[\s,.!:;-]*(?:thanks?|thank you)?[\s,.!:;-]*(?:${I}\b)?[^.!?]{0,30}\b${VALUE}|\byes\b[^.]{0,60}\bno,? thanks?\b`)),
  rule("Pressured Selling", 1.5, "bare refusal button", re(String.raw`^\W*(?:no,? thanks?|no thank you|not now|maybe later)\W*$`)),
  rule("Pressured Selling", 2, "upsell offer",
    re(String.raw`\b(?:upgrade (?:my|your|to)|(?:extended|accidental) (?:protection|warranty|care)|protection plan|(?:add|buy|get|purchase|include)\b[^.]{0,40}\bwarranty|warranty\b[^.]{0,40}(?:for (?:just|only)|\+\s*[$€£]\s?\d)|insure (?:this|your)|(?:customers|people|shoppers) (?:also|who) (?:bought|viewed|purchased)|frequently bought together|you (?:may|might|will) also (?:need|want)|complete (?:the|your) (?:look|set|order)|make sure you have everything|would you like to (?:add|purchase|upgrade|protect|include)|don'?t miss (?:on|out on) (?:these|our|this)|other items on (?:special )?offer)`)),
  rule("Pressured Selling", 1, "add-on offer", re(String.raw`\badd-?ons?\b|\badd (?:our|an?|the|on)\b`)),
  rule("Pressured Selling", 1, "superlative pitch",
    re(String.raw`\b(?:best[- ]?sell(?:ing|er)|most (?:comfortable|popular|loved|wanted)|highly recommended|(?:ultimate|complete) experience|checkout bonus|fantastic deals)\b`)),
  rule("Visual Interference", 2.5, "reference-price anchor", re(String.raw`\bcompare (?:at|to)\b|\b(?:was|reg(?:ular)?|retail|list|original(?:ly)?|msrp)\s*:?\s*[$€£]\s?\d`)),
  rule("Visual Interference", 2, "two prices side by side", re(String.raw`[$€£]\s?\d[\d,]*(?:\.\d{2})?\s*(?:[A-Z]{3})?\s+[$€£]\s?\d[\d,]*(?:\.\d{2})?`)),
  rule("Visual Interference", 2, "prize or game framing",
    re(String.raw`\bcongratulations\b|\byou(?:'ve| have)? (?:qualif(?:y|ied)|won|win|unlocked)\b(?!')|\bspin (?:to|the)\b|\bmystery (?:offer|gift|discount|box|prize)\b|\bscratch (?:to|and)\b`)),
  rule("Visual Interference", 2, "declining framed as losing a benefit",
    re(String.raw`\b(?:order|continue|checkout|proceed|buy|shop) without (?:the |a |my |your )?(?:free|discount|membership|bonus|gift|protection|savings?)`)),
  rule("Visual Interference", 1.5, "conditional validity", re(String.raw`\bonly valid if\b|\bvalid only if\b`)),
  rule("Trick Questions", 3, "inverted opt-out checkbox",
    re(String.raw`\b(?:tick|check|uncheck|untick|select|mark)\b[^.]{0,30}\bif you (?:do not|don'?t|would not|wouldn'?t|prefer not)\b|\bif you (?:do not|don'?t) (?:wish|want) to\b[^.]{0,120}\b(?:box|tick|check(?:ed)?|uncheck(?:ed)?)\b|\bbox is (?:not )?(?:checked|ticked|unchecked)\b|\bleave (?:this|the) box (?:un)?(?:checked|ticked)\b`)),
  rule("Trick Questions", 1.5, "double negative opt-out", re(String.raw`\b(?:do not|don'?t) (?:add|not|un)\b|\bnot to (?:not|opt out)\b`)),
];

const CONTACT = String.raw`(?:call(?:ing)?|phon(?:e|ing)|telephon(?:e|ing)|e-?mail(?:ing)?|contact(?:ing)?|writ(?:e|ing) to|post(?:al)?|mail(?:ing)?|customer (?:service|care|support)|support@|in writing|by letter)`;

export const OTHER_RULES: Rule[] = [
  rule("Hard to Cancel", 3, "cancellation only through a contact channel",
    re(String.raw`\b(?:cancel\w*|terminat\w+|stop (?:automatic|auto)|opt out of)\b[^]{0,400}?\b${CONTACT}|\b${CONTACT}\b[^]{0,80}?\b(?:to|and)(?: [\p{L}']+){0,3} (?:cancel|terminate|request (?:to )?cancel)`)),
  rule("Hard to Cancel", -3, "self-service cancellation",
    re(String.raw`(?<!\b(?:not|cannot|can't|unable to|won't|will be|is|are|been)\s+(?:be\s+)?)\bcancel\w*\b[^.]{0,40}\b(?:online|in (?:one|a single|two) clicks?|with (?:one|a single) click|yourself|instantly|from (?:your|the) (?:account|settings|dashboard|billing|profile)(?: page)?)\b`)),
  rule("Hard to Cancel", 1, "cancellation terms", re(String.raw`\b(?:cancel|cancell?ation|terminate)\b[^.]{0,60}\b(?:membership|subscription|plan|program(?:me)?|renewal|order)\b|\b(?:membership|subscription)\b[^.]{0,60}\bcancel`)),
  rule("Hidden Subscription", 2, "automatic renewal",
    re(String.raw`\b(?:auto(?:matic(?:ally)?)?[- ]?renew\w*|renew(?:s|ed|al)? automatically|recurring (?:billing|subscription|charges?|payments?|shipments?)|(?:billed|charged) (?:automatically|every|each)|automatically (?:enrolled|billed|charged|processed)|continuous (?:service|billing))\b`)),
  rule("Hidden Subscription", 1.5, "opt-in that commits to future mailings or charges",
    re(String.raw`\bby (?:opting in|signing up|subscribing|joining)\b[^.]{0,80}\b(?:agree|consent|accept)\b|\bintroductory (?:rate|price|offer)\b|\bafter the (?:trial|first (?:month|year))\b`)),
  rule("Hidden Costs", 2.5, "fee disclosed in passing",
    re(String.raw`(?<!\bno )\b(?:service|handling|processing|booking|convenience|admin(?:istration)?|exit|restocking|activation|setup|set-up|early termination) (?:fee|charge)s?\b|\b(?:plus|\+|excl(?:uding|\.)?) (?:taxes|fees|vat|handling)\b|\bfees? (?:may|will) apply\b`)),
  rule("Sneak into Basket", 2.5, "item added without asking",
    re(String.raw`\b(?:automatically |has been |have been |was |were )?(?:added|included|pre-?selected) (?:to|in(?:to)?) your (?:cart|basket|bag|order)\b|\bpre-?(?:checked|selected|ticked)\b`)),
  rule("Sneak into Basket", 1, "donation or support add-on", re(String.raw`\b(?:donat(?:e|ion)|round up|support (?:the|our|a) [\p{L} ]{0,30}(?:association|foundation|charity|cause|fund))\b`)),
  rule("Forced Enrollment", 3, "consent to marketing bundled with acceptance",
    re(String.raw`\b(?:i|you) (?:accept|agree|consent|acknowledge|understand)\b[^]{0,160}?\b(?:receiv\w+|marketing|promotion\w*|newsletters?|offers|partners|third[- ]part(?:y|ies)|e-?mails)\b`)),
  rule("Forced Enrollment", -2, "cookie notice", re(String.raw`\bcookies?\b`)),
  rule("Forced Enrollment", 1.5, "enrolment by continuing",
    re(String.raw`\bby (?:creating an account|continuing|registering|clicking|using this site)\b[^.]{0,60}\b(?:agree|consent|accept)`)),
];
