import { createElement, type ComponentType } from "react";
import type { Db } from "@/db/client";
import { sendEmail, type SendOutcome } from "./send-email";
import { preferencesUrl, unsubscribeHeaders, unsubscribeUrl, type UnsubscribeTopic } from "./email-unsubscribe";

/** The links every template's footer needs, for one reader and topic. */
export function footerLinks(userId: string, topic: UnsubscribeTopic): { unsubscribeUrl: string; preferencesUrl: string } {
  return { unsubscribeUrl: unsubscribeUrl(userId, topic), preferencesUrl: preferencesUrl() };
}

/** Renders a react-email template to HTML and plain text (the renderer is loaded on first use). */
export async function renderEmail<P extends object>(Template: ComponentType<P>, props: P): Promise<{ html: string; text: string }> {
  const { render } = await import("@react-email/render");
  const element = createElement(Template, props);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}

export interface TemplateMail<P extends object> {
  userId: string;
  to: string;
  kind: string;
  dedupeKey: string;
  subject: string;
  topic: UnsubscribeTopic;
  Template: ComponentType<P>;
  /** Template props without the footer links, which are added here. */
  props: Omit<P, "unsubscribeUrl" | "preferencesUrl">;
}

/**
 * Renders and sends one templated mail with List-Unsubscribe (https + mailto) and one-click
 * List-Unsubscribe-Post headers. The dedupe key makes a retried job a no-op once the mail went out.
 */
export async function sendTemplateEmail<P extends object>(db: Db, mail: TemplateMail<P>): Promise<SendOutcome> {
  const props = { ...mail.props, ...footerLinks(mail.userId, mail.topic) } as unknown as P;
  const { html, text } = await renderEmail(mail.Template, props);
  return sendEmail(db, {
    userId: mail.userId,
    kind: mail.kind,
    dedupeKey: mail.dedupeKey,
    to: mail.to,
    subject: mail.subject,
    html,
    text,
    headers: unsubscribeHeaders(mail.userId, mail.topic),
  });
}
