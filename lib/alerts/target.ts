
import { env } from "@/lib/env";
import { FetchError } from "@/lib/scan/fetch";
import { resolveChecked } from "@/lib/scan/fetch/resolve";
import { checkUrl } from "@/lib/scan/fetch/url-policy";
import { RejectedError } from "@/lib/errors";

/** Slack incoming-webhook URLs: https://hooks.slack.com/services/… (or /workflows/…). */
const SLACK_HOSTS = new Set(["hooks.slack.com", "hooks.slack-gov.com"]);

/** The scanner's policy message, said of an alert target. */
export function policyMessage(err: FetchError): string {
  return err.message
    .replace(/(,? which| and) cannot be scanned\./g, ".")
    .replace(/can be scanned/g, "can receive alerts")
    .replace(/cannot be scanned/g, "is refused");
}

/** Refusals by the address policy (as opposed to a target that is down). */
export function isPolicyRefusal(err: unknown): boolean {
  return err instanceof FetchError && (err.code === "blocked_url" || err.code === "blocked_address");
}

function refused(err: unknown): never {
  if (err instanceof FetchError) throw new RejectedError(`This URL cannot receive alerts: ${policyMessage(err)}`);
  throw err;
}

/**
 * Checks an endpoint URL before it is stored, with the scanner's address policy: scheme, port,
 * credentials, IP literals and "localhost", and what the host name resolves to now (checked again
 * at every delivery). Throws 400 with the reason. Returns the normalised URL.
 */
export async function assertAlertTarget(raw: string, kind: "webhook" | "slack"): Promise<string> {
  const policy = { allowedPrivateHosts: env().allowedPrivateHosts };
  let checked;
  try {
    checked = checkUrl(raw, policy);
  } catch (err) {
    refused(err);
  }
  if (checked.url.protocol !== "https:" && !checked.privateAllowed) throw new RejectedError("This URL cannot receive alerts: use an https:// URL, so the payload is encrypted on its way.");
  if (kind === "slack" && !checked.privateAllowed && !(SLACK_HOSTS.has(checked.hostname) && /^\/(services|workflows|triggers)\//.test(checked.url.pathname))) {
    throw new RejectedError("A Slack endpoint needs a Slack incoming-webhook URL (https://hooks.slack.com/services/…). Create one in Slack under Apps → Incoming Webhooks.");
  }
  try {
    await resolveChecked(checked);
  } catch (err) {
    refused(err);
  }
  checked.url.hash = "";
  return checked.url.href;
}
