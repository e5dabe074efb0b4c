/**
 * Further cues for Sneaking (sneak into basket, hidden costs, hidden subscription) and Forced Action
 * (forced enrolment: an account or consent demanded to go on), written from the definitions of
 * Mathur et al. (2019): what was put in the order, what is charged late, what recurs, what is required.
 * The page reader (lib/analysis/passages) finds the same patterns from form controls; these read text.
 */
import { re, rule, type Rule } from "./rule";

const MONEY = String.raw`(?:[$€£¥₹]\s?\d[\d,]*(?:\.\d{1,2})?|\d[\d,]*(?:\.\d{1,2})?\s?(?:usd|eur|gbp|€|\$|£))`;
const RECURRING = String.raw`(?:per|a|each|every|/)\s?(?:month|mo|week|wk|year|yr|quarter)\b|\b(?:monthly|weekly|yearly|annually|quarterly)`;
const CART = String.raw`(?:cart|basket|bag|order|checkout|purchase|booking|reservation|trip|stay)`;
/** Extras a shop puts in an order: cover, insurance, gifts, donations, memberships. */
const EXTRA = String.raw`(?:plan|protection|warranty|insurance|coverage|cover|gift(?: card| wrap)?|donation|membership|subscription|tip|gratuity)`;
const MEMBERSHIP = String.raw`(?:membership|member program(?:me)?|vip|club|subscription|auto-?ship|autodelivery|auto-?delivery|subscribe (?:&|and) save|loyalty program(?:me)?)`;

export const SNEAKING_RULES: Rule[] = [
  rule("Sneak into Basket", 2.5, "something put in the order for the visitor",
    re(String.raw`\b(?:we(?:'ve| have)?|has been|have been|was|were|is|are)\s+(?:automatically |already )?(?:added|included|put|placed)\b[^.]{0,60}\b(?:to|in(?:to)?) (?:your|the) ${CART}\b|\badded (?:for you|automatically|by default)\b|\b(?:included|added) (?:automatically|by default) (?:in|to|with)\b|\b${EXTRA}\s+(?:has been |have been |was |were )?added\b|\byour ${CART} (?:now )?(?:includes|contains)\b[^.]{0,40}\b${EXTRA}\b`)),
  rule("Sneak into Basket", 2, "paid extra the visitor must remove",
    re(String.raw`\b(?:remove|uncheck|untick|deselect|opt out)\b[^.]{0,40}\bif you (?:do not|don'?t) (?:want|need|wish)\b|\bunless you (?:remove|uncheck|untick|deselect)\b`)),
  rule("Sneak into Basket", 2, "a donation offered as an add-on to the order",
    re(String.raw`\b(?:support|donate to|give to|round up for|add a donation to|help)\s+(?:the |our |a )?(?:[\p{L}-]+\s+){0,4}(?:association|foundation|charity|charities|nonprofit|non-profit|fund|cause)\b`)),
  rule("Hidden Costs", 2.5, "charge added at a late step",
    re(String.raw`\b(?:taxes|fees|duties|surcharges?|charges|shipping(?: costs?)?|delivery(?: costs?)?)\b[^.]{0,30}\b(?:calculated|added|applied|charged|shown|revealed|determined)\s+(?:at|during|in|on) (?:the )?(?:checkout|next step|final step|payment|last step|order confirmation)\b|\b(?:shipping|order|package|delivery|parcel) (?:protection|insurance)\b|\bsurcharges?\b`)),
  rule("Hidden Costs", 2, "fee amount stated beside the price",
    re(String.raw`\b(?:fee|surcharge|charge)\s+of\s+${MONEY}|${MONEY}\s+(?:non-refundable\s+)?(?:fee|surcharge)\b`)),
  rule("Hidden Subscription", 2.5, "membership that recurs at a price",
    re(String.raw`\b${MEMBERSHIP}\b[^.]{0,80}?${MONEY}[^.]{0,20}?(?:${RECURRING})|\b${MONEY}\s*(?:${RECURRING})[^.]{0,60}?\b${MEMBERSHIP}\b`)),
  rule("Hidden Subscription", 2, "a membership pitched by its savings on every order",
    re(String.raw`\b${MEMBERSHIP}\b[^.]{0,60}?\b(?:on|with|from) (?:every|each|all) (?:order|purchase|item|booking)s?\b|\b(?:on|with) (?:every|each) (?:order|purchase)\b[^.]{0,60}?\b${MEMBERSHIP}\b`)),
  rule("Hidden Subscription", 2, "repeat delivery set up with the order",
    re(String.raw`\bauto-?(?:ship|deliver|replenish|refill)\w*\b|\bsubscribe (?:&|and) save\b|\b(?:ships?|delivered|arrives?) (?:automatically )?every \d+ (?:days|weeks|months)\b`)),
  rule("Hidden Subscription", 2.5, "charged later unless the visitor acts",
    re(String.raw`\b(?:you will|you'll|will automatically|we will|we'll)\s+(?:be\s+)?(?:automatically\s+)?(?:charge|bill|enrol|enroll|sign(?:ed)? up|upgrad)\w*\b[^.]{0,80}\bunless\b|\bunless you (?:cancel|skip|opt out|decline|tell us)\b|\b(?:trial|free|first (?:month|box|order))\b[^.]{0,60}\bthen ${MONEY}`)),
];

export const FORCED_RULES: Rule[] = [
  rule("Forced Enrollment", 3, "an account or sign-in demanded to see or buy",
    re(String.raw`\b(?:log ?in|sign ?in|sign ?up|register|create an account|become a member|join)\b[^.]{0,30}\b(?:to|before you can|in order to)\s+(?:see|view|unlock|access|reveal|check ?out|buy|purchase|order|download|continue|proceed|read|use)\b[^.]{0,30}\b(?:price|prices|pricing|checkout|order|content|file|report|trial|details)\b|\b(?:account|registration|sign-?up|membership) (?:is )?(?:required|mandatory|needed) (?:to|for|before)\b`)),
];
